import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { SearchDialog } from '../../src/components/SearchDialog';
import { Button } from '../../src/components/Button';
import type { SiteSearchIndex } from '../../src/lib/site-search';

/** A fake index with one answer, so the dialog runs without a build. */
const index: SiteSearchIndex = {
  search: async (query) =>
    /iron/i.test(query)
      ? { total: 1, counts: { element: 1 }, hits: [{ id: 'fe', url: '/periodic/fe', title: 'Iron', type: 'element', excerpt: '<mark>Iron</mark>, element 26.' }] }
      : { total: 0, counts: {}, hits: [] },
};

/** The site search in a dialog, as the header's Search button (or the / key) opens it. */
const meta = {
  title: 'Components/SearchDialog',
  component: SearchDialog,
  args: { open: false, onOpenChange: fn(), index, debounceMs: 0 },
  render: function Render(args) {
    const [open, setOpen] = React.useState(args.open);
    const button = React.useRef<HTMLButtonElement>(null);
    return (
      <div className="p-4">
        <Button ref={button} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
          Search
        </Button>
        <SearchDialog
          {...args}
          open={open}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
          returnFocusTo={button}
        />
      </div>
    );
  },
} satisfies Meta<typeof SearchDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Closed: only the button that opens it. */
export const Default: Story = {};
/** Open, idle, with the field focused (axe sees the open dialog). */
export const Open: Story = {
  args: { open: true },
  play: async ({ canvasElement }) => {
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Search Ubumenyi' });
    await expect(within(dialog).getByRole('searchbox', { name: 'Search for' })).toHaveFocus();
  },
};
/** Open in Kinyarwanda. */
export const OpenInKinyarwanda: Story = { args: { open: true }, globals: { locale: 'rw' } };

export const ShouldCloseOnEscape: Story = {
  name: 'when Escape is pressed, should close and return focus',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Search' });
    await userEvent.click(button);
    const dialog = await body.findByRole('dialog', { name: 'Search Ubumenyi' });
    await expect(within(dialog).getByRole('searchbox', { name: 'Search for' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await expect(body.queryByRole('dialog')).not.toBeInTheDocument();
    await expect(button).toHaveFocus();
  },
};

export const ShouldCloseWhenAResultIsOpened: Story = {
  name: 'when a result is opened with Enter (keyboard only), should close the dialog',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Search Ubumenyi' });
    await userEvent.keyboard('iron');
    await within(dialog).findByRole('link', { name: /Iron/ });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};
