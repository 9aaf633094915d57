import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../../src/components/Tabs';

const subjects = ['Physics', 'Chemistry', 'Biology', 'Mathematics'];

/** Radix Tabs: arrow keys, Home and End move between tabs; the panel follows. */
const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: { defaultValue: 'Physics' },
  render: (args) => (
    <div className="p-4">
      <Tabs {...args}>
        <TabsList aria-label="Subject">
          {subjects.map((s) => (
            <TabsTrigger key={s} value={s}>
              {s}
            </TabsTrigger>
          ))}
        </TabsList>
        {subjects.map((s) => (
          <TabsContent key={s} value={s}>
            <p>Simulations for {s}.</p>
          </TabsContent>
        ))}
      </Tabs>
    </div>
  ),
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Three tabs, the first selected, and its panel. */
export const Default: Story = {};
/** The second tab selected. */
export const SecondTabSelected: Story = { args: { defaultValue: 'Chemistry' } };

/** The default and secondary tab styles. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-8 p-4">
      {(['default', 'secondary'] as const).map((variant) => (
        <Tabs key={variant} defaultValue="Physics">
          <TabsList aria-label={`Subject (${variant})`} variant={variant}>
            {subjects.map((s) => (
              <TabsTrigger key={s} value={s} variant={variant} disabled={s === 'Biology'}>
                {s}
              </TabsTrigger>
            ))}
          </TabsList>
          <TabsContent value="Physics">{variant} variant</TabsContent>
        </Tabs>
      ))}
    </div>
  ),
};

export const ShouldSelectFirstTabAtStart: Story = {
  name: 'at start, should select the first tab and show its panel',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('tab', { name: 'Physics' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('tabpanel', { name: 'Physics' })).toHaveTextContent('Simulations for Physics.');
  },
};

export const ShouldMoveWithArrowsHomeEnd: Story = {
  name: 'with the keyboard, arrows, Home and End should move between tabs and select them',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: 'Physics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Chemistry' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Chemistry' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: 'Mathematics' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: 'Physics' })).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Mathematics' })).toHaveFocus();
    await userEvent.keyboard('{Home}');
    await expect(canvas.getByRole('tab', { name: 'Physics' })).toHaveAttribute('aria-selected', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel', { name: 'Physics' })).toHaveFocus();
  },
};

export const ShouldSelectOnClick: Story = {
  name: 'when a tab is clicked, should show its panel only',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('tab', { name: 'Biology' }));
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('Simulations for Biology.');
    await expect(canvas.getAllByRole('tabpanel')).toHaveLength(1);
  },
};

export const ShouldSelectOnABareClick: Story = {
  name: 'when a tab gets a click with no mouse press (a replayed early tap, some screen readers), should select it',
  tags: ['!autodocs'],
  args: { onValueChange: fn() },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    canvas.getByRole('tab', { name: 'Chemistry' }).click();
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Chemistry' })).toHaveAttribute('aria-selected', 'true'));
    await expect(canvas.getByRole('tabpanel', { name: 'Chemistry' })).toBeVisible();
    await expect(args.onValueChange).toHaveBeenCalledTimes(1);
    // A real press selects on mousedown; its click then asks for nothing more.
    await userEvent.click(canvas.getByRole('tab', { name: 'Biology' }));
    await expect(canvas.getByRole('tab', { name: 'Biology' })).toHaveAttribute('aria-selected', 'true');
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
    canvas.getByRole('tab', { name: 'Biology' }).click();
    await new Promise((resolve) => setTimeout(resolve, 50));
    await expect(args.onValueChange).toHaveBeenCalledTimes(2);
  },
};

export const ShouldPointOnlyAtPanelsInTheDom: Story = {
  name: 'should give aria-controls to the selected tab only, always naming a panel in the page',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const check = async (selected: string) => {
      for (const tab of canvas.getAllByRole('tab')) {
        const controls = tab.getAttribute('aria-controls');
        if (tab.textContent === selected) {
          await expect(controls).toBeTruthy();
          await expect(canvasElement.ownerDocument.getElementById(controls!)).toHaveRole('tabpanel');
        } else {
          await expect(controls).toBeNull();
        }
      }
    };
    await check('Physics');
    await userEvent.click(canvas.getByRole('tab', { name: 'Biology' }));
    await check('Biology');
  },
};
