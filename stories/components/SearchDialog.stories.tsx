import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SearchDialog, type SearchDialogProps } from '../../src/components/SearchDialog';
import { Button } from '../../src/components/Button';
import type { SiteSearchIndex } from '../../src/lib/site-search';
import { useT } from '../../src/i18n/useT';
import { siteSearch } from '../../src/i18n/namespaces/site-search';
import { elementTexts } from '../../src/content/element-texts';
import type { Lang } from '../../src/lib/langs';
import { inFrench, inKinyarwanda } from '../support/globals';
import { pause, press, settle, speaks, tab } from '../support/spoken';
import spoken from './SearchDialog.spoken.json' with { type: 'json' };

const { en, fr, rw } = elementTexts;

/** A fake index with one answer, so the dialog runs without a build. */
const index: SiteSearchIndex = {
  search: async (query) =>
    /iron/i.test(query)
      ? {
          total: 1,
          counts: { element: 1 },
          hits: [{ id: 'fe', url: '/periodic/fe', title: 'Iron', type: 'element', excerpt: '<mark>Iron</mark>, element 26.' }],
        }
      : { total: 0, counts: {}, hits: [] },
};

/** The site search in a dialog, as the header's Search button (or the / key) opens it. */
const meta = {
  title: 'Components/SearchDialog',
  component: SearchDialog,
  args: { open: false, onOpenChange: fn(), index, debounceMs: 0 },
  parameters: { spoken },
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

const IRON = { en: en[26]!, fr: fr[26]!, rw: rw[26]! };

/** A fake index in the story's language that knows iron: its first sentence, as Pagefind gives it, with the word marked. */
function ironIndex(lang: Lang, word: string): SiteSearchIndex {
  const { name, description } = IRON[lang];
  const sentence = description.slice(0, description.indexOf('.') + 1);
  const excerpt = sentence.replace(new RegExp(word, 'gi'), (match) => `<mark>${match}</mark>`);
  return {
    // A moment to answer, as the real index takes: "Searching…" is announced before the count.
    search: (query) =>
      new Promise((resolve) =>
        setTimeout(
          () =>
            resolve(
              query.toLowerCase() === word.toLowerCase()
                ? { total: 1, counts: { element: 1 }, hits: [{ id: 'fe', url: '/periodic/fe', title: name, type: 'element', excerpt }] }
                : { total: 0, counts: {}, hits: [] },
            ),
          50,
        ),
      ),
  };
}

/** The header's Search button and the dialog, in the story's language, with a fake index that knows iron. */
function Translated(args: SearchDialogProps) {
  const common = useT();
  const { t, lang } = useT(siteSearch);
  const index = React.useMemo(() => ironIndex(lang, t('suggestions.one')), [lang, t]);
  const [open, setOpen] = React.useState(false);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <div className="p-4">
      <Button ref={button} onClick={() => setOpen(true)} aria-haspopup="dialog" aria-expanded={open}>
        {common.t('siteSearch.open')}
      </Button>
      <SearchDialog {...args} index={index} open={open} onOpenChange={setOpen} returnFocusTo={button} />
    </div>
  );
}

// Tab to Search and open it: the dialog's title and the field with its hint. Type the suggested word
// (iron, fer, ubutare) at once, as a learner types, with the site's pause before searching (200 ms),
// hear the count once (not "Searching…" first: the results came before the pause was over), arrow
// down to the result, and Escape back to the button.
const saysSearch = speaks(
  spoken,
  'search for iron',
  async (reader, { canvasElement, lang }) => {
    const body = within(canvasElement.ownerDocument.body);
    await tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog');
    await waitFor(() => expect(within(dialog).getByRole('searchbox')).toHaveFocus());
    await settle();
    // Typed through the reader: it prepares the document for its own user-event, and text typed
    // through Storybook's then never reaches React's onChange.
    const word = { en: 'iron', fr: 'fer', rw: 'ubutare' }[lang];
    await reader.type(word);
    await within(dialog).findByRole('link', { name: new RegExp(word, 'i') }, { timeout: 3000 });
    // The count is said once the learner has stopped typing and the results have settled.
    await pause();
    await press('{ArrowDown}');
    await press('{Escape}');
  },
  { inBody: true },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, searching for iron, should say the approved phrases (en)',
  tags: ['!autodocs'],
  args: { debounceMs: 200 },
  render: (args) => <Translated {...args} />,
  play: saysSearch,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, searching for iron, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, searching for iron, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
