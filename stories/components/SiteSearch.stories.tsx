import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SiteSearch } from '../../src/components/SiteSearch';
import type { DocumentHit, SearchHit, SearchResponse, SearchType, SiteSearchIndex } from '../../src/lib/site-search';
import { expectOnlyMarked } from '../support/play';

const HITS: SearchHit[] = [
  {
    id: 'fe',
    url: '/periodic/fe',
    title: 'Iron',
    type: 'element',
    excerpt: '<mark>Iron</mark> is the most used metal: steel is <mark>iron</mark> with a little carbon.',
  },
  {
    id: 'steel',
    url: '/blog/learning-science-with-simulations',
    title: 'Learning science with simulations',
    type: 'blog',
    excerpt: 'Heat an <mark>iron</mark> bar in the simulation and watch it glow.',
  },
  {
    id: 'book',
    url: '/books?q=Chemistry',
    title: "Chemistry for Rwanda Schools, Senior 2, Student's Book",
    type: 'book',
    excerpt: 'Metals such as <mark>iron</mark> and copper, and how they react with air &amp; water.',
  },
];

/** A fake index: answers from HITS after `delay` ms, never (loading), or with an error; names a subject for two topics it has nothing on. */
function fakeIndex(mode: 'answer' | 'hang' | 'fail' = 'answer', delay = 0): SiteSearchIndex {
  return {
    search: (query, { type } = {}) => {
      if (mode === 'hang') return new Promise<SearchResponse>(() => {});
      if (mode === 'fail') return Promise.reject(new Error('index failed to load'));
      // "irn" is a misspelling the index puts right (src/lib/site-search.ts's askIndex).
      const all = /iron|fer|ubutare|icyuma|^irn$/i.test(query) ? HITS : [];
      const counts: Partial<Record<SearchType, number>> = {};
      for (const hit of all) counts[hit.type] = (counts[hit.type] ?? 0) + 1;
      const hits = type ? all.filter((hit) => hit.type === type) : all;
      // With no answer, the index names the subject the query seems to be about (src/lib/site-search.ts).
      const subject = /photosyn/i.test(query)
        ? { name: 'Biology', simulations: 'biology', papers: 'Biology' }
        : /amashanyarazi/i.test(query)
          ? { name: 'Ubugenge', simulations: 'physics', papers: 'Physics' }
          : undefined;
      const corrected = /^irn$/i.test(query) ? 'iron' : undefined;
      return new Promise((resolve) => setTimeout(() => resolve({ total: hits.length, hits, counts, subject, corrected }), delay));
    },
  };
}

/** A book whose text has "chlorophyll" (and "iron") on two pages: the search's documents. */
const BOOK_INSIDE: DocumentHit = {
  file: '/books/s2-biology-student-book.pdf',
  title: "Biology for Rwanda Schools, Senior 2, Student's Book",
  titleLang: 'en',
  kind: 'book',
  format: 'PDF',
  bytes: 3_400_000,
  pages: [
    { from: 7, to: 7 },
    { from: 19, to: 19 },
  ],
  morePages: 0,
  excerpt: 'Leaves are green because of <mark>chlorophyll</mark>, which holds magnesium and needs <mark>iron</mark>.',
  excerptPage: 19,
};

/** A fake index that also finds words inside the documents: "chlorophyll" only there, "iron" on the site and there. */
function withDocuments(): SiteSearchIndex {
  const site = fakeIndex();
  return {
    search: async (query, options) => {
      const found = /chlorophyll/i.test(query) ? { total: 0, hits: [], counts: {} } : await site.search(query, options);
      return /chlorophyll|iron/i.test(query) ? { ...found, documents: [BOOK_INSIDE] } : found;
    },
  };
}

/** A fake index whose first search fails (offline), and which answers after that. */
function failingOnce(): SiteSearchIndex {
  let failed = false;
  const answer = fakeIndex();
  return {
    search: (query, options) => {
      if (failed) return answer.search(query, options);
      failed = true;
      return Promise.reject(new Error('offline'));
    },
  };
}

/**
 * The site search (in the header's dialog and on /search), fed by a fake index so it runs without
 * a build. Try: type "iron", filter by Element, arrow down through the results; type "!!!" or "zzz".
 */
const meta = {
  title: 'Components/SiteSearch',
  component: SiteSearch,
  args: { index: fakeIndex(), debounceMs: 0, onStateChange: fn(), onNavigate: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SiteSearch>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Idle: nothing typed yet; suggestions and the libraries. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('searchbox', { name: 'Search for' })).toHaveValue('');
    await expect(canvas.getByText('Results appear as you type.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Past papers' })).toBeVisible();
  },
};

/** Loading: the index has not answered yet. */
export const Loading: Story = {
  args: { index: fakeIndex('hang'), defaultQuery: 'iron' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('Searching…'));
  },
};

/** Results: matched words marked, the type shown, the count announced. */
export const Results: Story = {
  args: { defaultQuery: 'iron' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 results for “iron”'));
    const list = canvas.getByRole('list', { name: 'Results' });
    const [first, , third] = within(list).getAllByRole('listitem');
    // The link is named by the result's title alone; its type is its description; the excerpt follows it.
    const link = within(first!).getByRole('link');
    await expect(link).toHaveAttribute('href', '/periodic/fe');
    await expect(link).toHaveAccessibleName('Iron');
    await expect(link).toHaveAccessibleDescription('Element');
    await expect(first!.querySelector('mark')).toHaveTextContent('Iron');
    // Entities are decoded, not injected.
    await expect(third).toHaveTextContent('air & water');
  },
};

/** Filtered: only the elements, the chip pressed and the count says so. */
export const Filtered: Story = {
  args: { defaultQuery: 'iron', defaultType: 'element' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 result for “iron” in Element'));
    const chips = canvas.getByRole('group', { name: 'Show only' });
    await expect(within(chips).getByRole('button', { name: /Element/ })).toHaveAttribute('aria-pressed', 'true');
    await expect(within(chips).getByRole('button', { name: 'All results' })).toHaveAttribute('aria-pressed', 'false');
  },
};

/** Empty: nothing matches; suggestions and the libraries are the way on. */
export const Empty: Story = {
  args: { defaultQuery: 'zzzqqq' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing found for “zzzqqq”' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'iron' })).toBeVisible();
  },
};

/** A misspelling put right: the results are for the site's word, and the count says so. */
export const Corrected: Story = {
  args: { defaultQuery: 'irn' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Said and shown: what was searched for, and why.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 results for “iron”: nothing on the site has “irn”'));
    await expect(canvasElement.querySelector('[data-slot=live-region-text]')).toHaveTextContent('3 results for “iron”: nothing on the site has “irn”');
    await expect(canvasElement.querySelector('[data-slot=live-region-text]')).toBeVisible();
    const [first] = within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('link');
    await expect(first).toHaveAccessibleName('Iron');
  },
};

/** Nothing on the site has the word, but it is a topic of a subject: that subject's books, simulations, papers and level guide. */
export const EmptyWithSubject: Story = {
  args: { defaultQuery: 'photosynthesis' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Nothing found for “photosynthesis”' })).toBeVisible();
    await expect(canvas.getByText(/it sounds like Biology/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Biology books' })).toHaveAttribute('href', '/books?q=Biology');
    await expect(canvas.getByRole('link', { name: 'Biology simulations' })).toHaveAttribute('href', '/simulation?subject=biology');
    await expect(canvas.getByRole('link', { name: 'Biology past papers' })).toHaveAttribute('href', '/papers?q=Biology');
    await expect(canvas.getByRole('link', { name: /^O-Level/ })).toHaveAttribute('href', '/academic-levels/olevel');
  },
};

export const ShouldPointToTheSubjectOfAMisspelledTopic: Story = {
  name: 'when a misspelled topic finds nothing, should point to its subject, in the page language',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  args: { defaultQuery: 'amashanyarazii' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/“Ubugenge”/)).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Amagerageza — Ubugenge' });
    await expect(link).toHaveAttribute('href', '/rw/simulation?subject=physics');
    // Reached by keyboard from the field, before the general suggestions.
    canvas.getByRole('searchbox').focus();
    for (let i = 0; i < 6 && document.activeElement !== link; i += 1) await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link).toHaveAccessibleName('Amagerageza — Ubugenge');
  },
};

/** A word only a book's text has: the book, once, with its pages in words; no "nothing found". */
export const InsideTheDocuments: Story = {
  args: { defaultQuery: 'chlorophyll', index: withDocuments() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('“chlorophyll” is inside 1 document'));
    await expect(canvas.queryByRole('heading', { name: /Nothing found/ })).toBeNull();
    await expect(canvas.queryByRole('list', { name: 'Results' })).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Inside the books and past papers' })).toBeVisible();
    const link = canvas.getByRole('link', { name: /^Biology for Rwanda Schools/ });
    await expect(link).toHaveAttribute('href', '/books/s2-biology-student-book.pdf');
    await expect(link).toHaveAccessibleDescription('Book Pages 7 and 19 · PDF, 3.4 MB');
  },
};

export const ShouldMoveFromTheSiteIntoTheDocuments: Story = {
  name: 'when the site and a book both have the words, should say both counts and move with the arrows from the site’s results into the book',
  tags: ['!autodocs'],
  args: { index: withDocuments() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search for' });
    await userEvent.click(field);
    await userEvent.keyboard('iron');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('3 results for “iron”. Also inside 1 document.'));
    const site = within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('link');
    const book = canvas.getByRole('link', { name: /^Biology for Rwanda Schools/ });
    await userEvent.keyboard('{ArrowDown}');
    await expect(site[0]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(book).toHaveFocus();
    await userEvent.keyboard('{ArrowUp}');
    await expect(site[2]).toHaveFocus();
    await expect(field).toHaveAttribute('aria-controls', 'site-search-results');
  },
};

/** Odd input (only symbols): a clear message, no search is made. */
export const OnlySymbols: Story = {
  args: { defaultQuery: '!!! <> ???', index: { search: fn(fakeIndex().search) } },
  play: async ({ canvasElement, args }) => {
    await expect(within(canvasElement).getByRole('heading', { name: 'Type a word with letters or numbers to search.' })).toBeVisible();
    await expect(args.index.search).not.toHaveBeenCalled();
  },
};

/** Error: the index could not load; Try again asks once more. */
export const ErrorState: Story = {
  args: { index: fakeIndex('fail'), defaultQuery: 'iron' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'Search is not available right now' })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Try again' })).toBeVisible();
  },
};

/** In French: strings and the type in the learner's language. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { defaultQuery: 'fer' },
  play: async ({ canvasElement }) => {
    await waitFor(() => expect(within(canvasElement).getByRole('status')).toHaveTextContent('3 résultats pour « fer »'));
  },
};

export const ShouldFilterWithChips: Story = {
  name: 'when a type chip is pressed, should show only that type and report the filter',
  tags: ['!autodocs'],
  args: { defaultQuery: 'iron' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('list', { name: 'Results' });
    await userEvent.click(within(canvas.getByRole('group', { name: 'Show only' })).getByRole('button', { name: /Book/ }));
    await waitFor(() => expect(within(canvas.getByRole('list', { name: 'Results' })).getAllByRole('link')).toHaveLength(1));
    await expect(args.onStateChange).toHaveBeenLastCalledWith('iron', 'book');
  },
};

export const ShouldMoveThroughResultsWithArrows: Story = {
  name: 'when typing then pressing arrows (keyboard only), should move through the results and back to the field',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const field = canvas.getByRole('searchbox', { name: 'Search for' });
    await userEvent.click(field);
    await userEvent.keyboard('iron');
    const links = within(await canvas.findByRole('list', { name: 'Results' })).getAllByRole('link');
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[0]).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(links[1]).toHaveFocus();
    await userEvent.keyboard('{End}');
    await expect(links[2]).toHaveFocus();
    await userEvent.keyboard('{Home}{ArrowUp}');
    await expect(field).toHaveFocus();
  },
};

export const ShouldRetryAfterError: Story = {
  name: 'when the index fails and Try again is pressed, should search again',
  tags: ['!autodocs'],
  args: { defaultQuery: 'iron', index: failingOnce() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Try again' }));
    await expect(await canvas.findByRole('list', { name: 'Results' })).toBeVisible();
  },
};

export const ShouldSearchASuggestion: Story = {
  name: 'when a suggestion is pressed, should search for it',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'iron' }));
    await expect(canvas.getByRole('searchbox', { name: 'Search for' })).toHaveValue('iron');
    await expect(await canvas.findByRole('list', { name: 'Results' })).toBeVisible();
  },
};

export const ShouldVoiceATitleInItsOwnLanguage: Story = {
  name: 'should voice a result whose title is in another language (Tin on a Kinyarwanda page) in that language',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  args: {
    defaultQuery: 'tin',
    index: {
      search: () =>
        Promise.resolve({
          total: 1,
          counts: { element: 1 },
          hits: [{ id: 'sn', url: '/rw/periodic/sn', title: 'Tin', titleLang: 'en', type: 'element', excerpt: '<mark>Tin</mark> ni icyuma cyoroshye.' }],
        }),
    },
  },
  play: async ({ canvasElement }) => {
    const link = within(await within(canvasElement).findByRole('list')).getByRole('link');
    await expect(link).toHaveAccessibleName('Tin');
    await expectOnlyMarked(link, 'Tin', 'en');
  },
};
