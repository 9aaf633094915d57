import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../src/components/Dialog';
import { Button } from '../../src/components/Button';

/** Radix Dialog: a title is required by type; closes on its button, Escape and the backdrop; returns focus. */
const meta = {
  title: 'Components/Dialog',
  component: DialogContent,
  args: { title: 'Gold', description: 'Element 79, a transition metal.' },
  render: (args) => (
    <div className="p-4">
      <Dialog>
        <DialogTrigger asChild>
          <Button>Show details</Button>
        </DialogTrigger>
        <DialogContent {...args}>
          <p>Gold is a soft, yellow metal that does not rust. It conducts electricity well and is used in electronics.</p>
          <div className="mt-4">
            <DialogClose asChild>
              <Button variant="outline">Done</Button>
            </DialogClose>
          </div>
        </DialogContent>
      </Dialog>
    </div>
  ),
} satisfies Meta<typeof DialogContent>;

export default meta;
type Story = StoryObj<typeof meta>;

const open = async (canvasElement: HTMLElement) => {
  await userEvent.click(within(canvasElement).getByRole('button', { name: 'Show details' }));
  return within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gold' });
};

/** Closed: only the button that opens the dialog. */
export const Default: Story = {};

/** Open: title, description, content and a close button; the page behind is inert. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement)).toBeVisible();
  },
};

/** Open with its title hidden visually: screen readers still announce it. */
export const OpenWithHiddenTitle: Story = {
  args: { hideTitle: true },
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement)).toBeVisible();
  },
};

/** Open as a sheet sliding in from the right, as the mobile menu uses it. */
export const OpenAsSheet: Story = {
  args: { placement: 'right', description: undefined },
  play: async ({ canvasElement }) => {
    await expect(await open(canvasElement)).toBeVisible();
  },
};

/** Open with content taller than the screen: the dialog body scrolls on its own. */
export const OpenWithLongContent: Story = {
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        {Array.from({ length: 30 }, (_, i) => (
          <p key={i}>Paragraph {i + 1}: the dialog body scrolls on its own when it is taller than 80 % of the screen.</p>
        ))}
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gold' });
    await expect(dialog.getBoundingClientRect().height).toBeLessThanOrEqual(window.innerHeight * 0.8 + 1);
  },
};

export const ShouldCloseOnEscape: Story = {
  name: 'when Escape is pressed, should close and return focus',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const trigger = within(canvasElement).getByRole('button', { name: 'Show details' });
    await userEvent.tab();
    await expect(trigger).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gold' });
    await expect(dialog).toHaveAccessibleDescription('Element 79, a transition metal.');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(trigger).toHaveFocus();
  },
};

export const ShouldTrapFocus: Story = {
  name: 'when open, Tab should cycle inside the dialog',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const body = within(dialog);
    const scrollArea = dialog.querySelector('[data-slot="dialog-body"]');
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(scrollArea).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.tab();
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await expect(body.getByRole('button', { name: 'Done' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};

export const ShouldCloseWithCloseButton: Story = {
  name: 'when the close button is clicked, should close and return focus',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
    await expect(within(canvasElement).getByRole('button', { name: 'Show details' })).toHaveFocus();
  },
};

export const ShouldCloseOnBackdrop: Story = {
  name: 'when the backdrop is clicked, should close',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await open(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]');
    await expect(overlay).not.toBeNull();
    await userEvent.click(overlay as HTMLElement);
    await waitFor(() => expect(dialog).not.toBeInTheDocument());
  },
};
