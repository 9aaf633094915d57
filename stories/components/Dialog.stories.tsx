import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { Dialog, DialogClose, DialogContent, DialogTrigger } from '../../src/components/Dialog';
import { Button } from '../../src/components/Button';

/**
 * Radix Dialog: a title is required by type; closes on its button, Escape and the backdrop; returns focus.
 * The body is a Tab stop, named by `bodyLabel`, only while it scrolls with nothing focusable inside.
 */
const meta = {
  title: 'Components/Dialog',
  component: DialogContent,
  args: { title: 'Gold', bodyLabel: 'Details of Gold', description: 'Element 79, a transition metal.' },
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
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    // The body holds a button: no stop of its own between Close and Done.
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

export const ShouldStopOnALongBodyByItsName: Story = {
  name: 'with a body that scrolls and holds nothing focusable, Tab should stop on it by its name, and stop no more once it fits',
  tags: ['!autodocs'],
  render: OpenWithLongContent.render,
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gold' });
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.tab();
    await expect(within(dialog).getByRole('region', { name: 'Details of Gold' })).toHaveFocus();
    await expect(body).toHaveFocus();
    // A taller screen: the panel grows, the body fits, and once focus leaves it Tab passes it by.
    dialog.style.maxHeight = 'none';
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
    await waitFor(() => expect(body).not.toHaveAttribute('tabindex'));
    await expect(within(dialog).queryByRole('region')).toBeNull();
    await userEvent.tab();
    await expect(within(dialog).getByRole('button', { name: 'Close' })).toHaveFocus();
  },
};

export const ShouldNotStopOnAShortBody: Story = {
  name: 'with a body that fits, Tab should not stop on it; when the screen gets smaller and it scrolls, it should',
  tags: ['!autodocs'],
  render: (args) => (
    <Dialog defaultOpen>
      <DialogContent {...args}>
        <p>Gold is a soft, yellow metal that does not rust.</p>
      </DialogContent>
    </Dialog>
  ),
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Gold' });
    const body = dialog.querySelector<HTMLElement>('[data-slot="dialog-body"]')!;
    await expect(body).not.toHaveAttribute('tabindex');
    await expect(body).not.toHaveAttribute('role');
    // A smaller screen (or larger text): the panel is shorter than its content.
    dialog.style.maxHeight = '9rem';
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Details of Gold' })).toHaveAttribute('tabindex', '0'));
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
