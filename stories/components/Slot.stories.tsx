import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Slot } from '../../src/components/Slot';

/** Renders its only child with the slot's props merged in: what `asChild` on Button and CardTitle uses. */
const meta = {
  title: 'Components/Slot',
  component: Slot,
  args: { className: 'font-bold underline', onClick: fn() },
  render: (args) => (
    <p className="p-4">
      <Slot {...args}>
        <a href="/books" className="text-primary" onClick={(event) => event.preventDefault()}>
          Open the library
        </a>
      </Slot>
    </p>
  ),
} satisfies Meta<typeof Slot>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A link given the slot's classes and click handler: still one link, named by its own text. */
export const Default: Story = {};

export const ShouldMergeIntoItsChild: Story = {
  name: 'when its child is pressed with the keyboard, should run both handlers on the one element, with both classes',
  tags: ['!autodocs'],
  play: async ({ args, canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Open the library' });
    await expect(link).toHaveClass('text-primary', 'font-bold', 'underline');
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClick).toHaveBeenCalledTimes(1);
  },
};
