import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { RadioGroup, RadioGroupItem } from '../../src/components/RadioGroup';

const items = [
  { value: 'reb', label: 'Rwanda Education Board (REB)' },
  { value: 'rtb', label: 'Rwanda TVET Board (RTB)' },
  { value: 'none', label: 'No board', disabled: true },
];

/** Radix RadioGroup: one checked item; arrows move and check. */
const meta = {
  title: 'Components/RadioGroup',
  component: RadioGroup,
  args: { 'aria-label': 'Board', onValueChange: fn() },
  render: (args) => (
    <div className="p-4">
      <RadioGroup {...args}>
        {items.map((item) => (
          <label key={item.value} className="flex min-h-11 items-center gap-3">
            <RadioGroupItem value={item.value} disabled={item.disabled} />
            {item.label}
          </label>
        ))}
      </RadioGroup>
    </div>
  ),
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A group with nothing checked yet. */
export const Default: Story = {};
/** One option checked. */
export const Checked: Story = { args: { defaultValue: 'rtb' } };
/** The whole group disabled. */
export const Disabled: Story = { args: { disabled: true, defaultValue: 'reb' } };

/** Unchecked, checked and disabled groups together. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-4">
      <RadioGroup aria-label="Unchecked">
        <label className="flex items-center gap-3">
          <RadioGroupItem value="a" />
          Unchecked
        </label>
      </RadioGroup>
      <RadioGroup aria-label="Checked" defaultValue="a">
        <label className="flex items-center gap-3">
          <RadioGroupItem value="a" />
          Checked
        </label>
      </RadioGroup>
      <RadioGroup aria-label="Disabled" disabled defaultValue="a">
        <label className="flex items-center gap-3">
          <RadioGroupItem value="a" />
          Disabled
        </label>
      </RadioGroup>
    </div>
  ),
};

export const ShouldCheckOneAtATimeByKeyboard: Story = {
  name: 'with the keyboard, arrows should move and check one item at a time, skipping disabled ones',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const reb = canvas.getByRole('radio', { name: 'Rwanda Education Board (REB)' });
    const rtb = canvas.getByRole('radio', { name: 'Rwanda TVET Board (RTB)' });
    await userEvent.tab();
    await expect(reb).toHaveFocus();
    await expect(reb).not.toBeChecked();
    // Radix checks an item when it takes focus while an arrow key is held down; a person's
    // key-up comes after the focus move, so hold the key as a person would.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(rtb).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(rtb).toBeChecked();
    await expect(reb).not.toBeChecked();
    // The disabled item is skipped: the next arrow wraps round to the first.
    await userEvent.keyboard('{ArrowDown>}');
    await waitFor(() => expect(reb).toHaveFocus());
    await userEvent.keyboard('{/ArrowDown}');
    await expect(reb).toBeChecked();
    await expect(args.onValueChange).toHaveBeenLastCalledWith('reb');
    await expect(canvas.getByRole('radio', { name: 'No board' })).toBeDisabled();
  },
};

export const ShouldCheckOnClick: Story = {
  name: 'when a label is clicked, should check its item',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByText('Rwanda TVET Board (RTB)'));
    await expect(canvas.getByRole('radio', { name: 'Rwanda TVET Board (RTB)' })).toBeChecked();
    await expect(canvas.getByRole('radiogroup', { name: 'Board' })).toBeVisible();
  },
};
