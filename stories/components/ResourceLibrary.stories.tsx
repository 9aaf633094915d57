import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ResourceLibrary, type ResourceLibraryProps } from '../../src/components/ResourceLibrary';
import type { ResourceItem } from '../../src/components/ResourceCard';
import { allBooks as books } from '../../src/content/books-all';
import { roadmaps } from '../../src/content/roadmaps';
import { bookSubjectTone, roadmapTopicTone } from '../../src/content/library-view';
import { fileSize } from '../../src/content/file-sizes';
import { library } from '../../src/i18n/strings/library';
import { inFrench } from '../support/globals';

const en = library.resources.en;

const bookItems: ResourceItem[] = books.map((b) => ({
  id: String(b.id),
  title: b.title,
  author: b.author,
  subjectLabel: en.subjects[b.subject],
  tone: bookSubjectTone[b.subject],
  motif: b.cover,
  levelLabel: `${en.levels[b.level]} · ${en.grades[b.grade]}`,
  description: b.description.en,
  file: b.file,
  sizeBytes: fileSize(b.file),
}));

const roadmapItems: ResourceItem[] = roadmaps.map((r) => ({
  id: r.id,
  title: r.title,
  author: r.author,
  subjectLabel: en.topics[r.topic],
  tone: roadmapTopicTone[r.topic],
  motif: r.cover,
  levelLabel: en.levels.Developer,
  description: r.description.en,
  file: r.file.en,
  sizeBytes: fileSize(r.file.en),
}));

/** Holds the search and page as the page does with the URL, and reports every change. */
function Stateful(props: ResourceLibraryProps) {
  const [state, setState] = useState({ q: props.query, page: props.page });
  return (
    <ResourceLibrary
      {...props}
      query={state.q}
      page={state.page}
      onStateChange={(next, options) => {
        setState(next);
        props.onStateChange(next, options);
      }}
    />
  );
}

/** A searchable, paged library of downloadable documents: /books and /road-maps are its two configurations. */
const meta = {
  title: 'Components/ResourceLibrary',
  component: ResourceLibrary,
  args: { kind: 'books', items: bookItems, query: '', page: 1, onStateChange: fn() },
  render: (args) => (
    <div className="container-page py-6">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof ResourceLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The books library: search box, count and the first page of cards. */
export const Default: Story = {};
/** The same library for developer roadmaps. */
export const Roadmaps: Story = { args: { kind: 'roadmaps', items: roadmapItems } };
/** The second page of books. */
export const SecondPage: Story = { args: { page: 2 } };
/** Searching "physics". */
export const Searched: Story = { args: { query: 'physics' } };
/** A search that finds no book: the empty state. */
export const Empty: Story = { args: { query: 'astronomy' } };
/** A search that finds no roadmap. */
export const RoadmapsEmpty: Story = { args: { kind: 'roadmaps', items: roadmapItems, query: 'astronomy' } };
/** A page number past the end (from an old link): the last page is shown instead. */
export const OutOfRangePage: Story = { args: { page: 999 } };
/** The library in French. */
export const French: Story = inFrench;

export const ShouldSearchByKeyboard: Story = {
  name: 'when a search is typed by keyboard, should list only matches, show the count at once and say it after a pause',
  tags: ['!autodocs'],
  args: { page: 3 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const search = canvas.getByRole('searchbox', { name: 'Search books' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('physics');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 3 books'));
    // Said once typing pauses: the count alone ("Showing 1 to 3 of 3" is on the page, not news).
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Found 3 books$/));
    await expect(within(canvas.getByRole('list', { name: 'Books' })).getAllByRole('listitem')).toHaveLength(3);
    // A new search starts on page 1, and the bar disappears with one page of results.
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ q: 'physics', page: 1 }, { push: false });
    await expect(canvas.queryByRole('navigation', { name: 'Books pages' })).toBeNull();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 35 books'));
  },
};

export const ShouldIgnoreAccentsAndCase: Story = {
  name: 'when the search has accents or capitals, should still match',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search books' }), 'CHÉMISTRY');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 3 books'));
    await expect(canvas.getByRole('heading', { name: "Chemistry for Rwanda Schools, Senior 1, Student's Book" })).toBeVisible();
  },
};

export const ShouldPageByKeyboard: Story = {
  name: 'when Next and a page number are pressed by keyboard, should show that page',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const nav = canvas.getByRole('navigation', { name: 'Books pages' });
    await expect(within(nav).getByRole('button', { name: 'Previous' })).toBeDisabled();
    const next = within(nav).getByRole('button', { name: 'Next' });
    next.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('showing-range')).toHaveTextContent('Showing 7 to 12 of 35'));
    await expect(within(nav).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    // A page change says which page and which books, not the count of books again.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Page 2 of 6, books 7 to 12$/));
    await expect(args.onStateChange).toHaveBeenLastCalledWith({ q: '', page: 2 }, { push: true });
    within(nav).getByRole('button', { name: 'Page 6' }).focus();
    await userEvent.keyboard(' ');
    await waitFor(() => expect(canvas.getByTestId('showing-range')).toHaveTextContent('Showing 31 to 35 of 35'));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Page 6 of 6, books 31 to 35$/));
    await expect(within(nav).getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(within(canvas.getByRole('list', { name: 'Books' })).getAllByRole('listitem')).toHaveLength(5);
  },
};

export const ShouldSayALastPageOfOneBook: Story = {
  name: 'when the last page holds one book, should say "book 35", not "books 35 to 35"',
  tags: ['!autodocs'],
  args: { pageSize: 17 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Page 3 of 3, book 35$/));
    // Back to a search: the count is the news again.
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search books' }), 'physics');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Found 3 books$/));
  },
};

export const ShouldSayALastPageOfOneBookInFrench: Story = {
  ...inFrench,
  name: 'in French, when the last page holds one book, should say "livre 35"',
  tags: ['!autodocs'],
  args: { pageSize: 17 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Page 3' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Page 3 sur 3, livre 35$/));
    await userEvent.click(canvas.getByRole('button', { name: 'Page 2' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Page 2 sur 3, livres 18 à 34$/));
  },
};

export const ShouldFallBackFromOutOfRangePage: Story = {
  name: 'when the page is out of range, should show the last page and correct the address',
  tags: ['!autodocs'],
  args: { page: 999 },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('showing-range')).toHaveTextContent('Showing 31 to 35 of 35');
    await expect(canvas.getByRole('button', { name: 'Page 6' })).toHaveAttribute('aria-current', 'page');
    // The address is corrected to the page shown, replacing the history entry.
    await expect(args.onStateChange).toHaveBeenCalledWith({ q: '', page: 6 }, { push: false });
  },
};

export const ShouldClearFromEmptyState: Story = {
  name: 'when nothing matches and Clear Search is pressed, should restore the full list',
  tags: ['!autodocs'],
  args: { query: 'astronomy' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No books found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search terms or browse all books.')).toBeVisible();
    canvas.getByRole('button', { name: 'Clear Search' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 35 books'));
    await expect(canvas.getByRole('searchbox', { name: 'Search books' })).toHaveFocus();
    await expect(canvas.getByRole('searchbox', { name: 'Search books' })).toHaveValue('');
  },
};

export const ShouldShowRoadmapsEmptyState: Story = {
  name: 'when no roadmap matches, should say "No Roadmaps found"',
  tags: ['!autodocs'],
  args: { kind: 'roadmaps', items: roadmapItems },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search roadmaps' }), 'zzz');
    await expect(await canvas.findByRole('heading', { name: 'No Roadmaps found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search terms or browse all roadmaps.')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'Clear Search' }));
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 17 roadmaps'));
  },
};

export const ShouldOfferSizedDownloads: Story = {
  name: 'when a card is shown, should offer a Download link naming title, type and size that opens a new tab',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const links = canvas.getAllByRole('link', { name: /^Download / });
    await expect(links).toHaveLength(6);
    const first = links[0]!;
    await expect(first).toHaveAccessibleName(/Mathematics for Rwanda Schools, Senior 1, Student's Book, PDF · [\d.]+ KB \(opens in a new tab\)/);
    await expect(first).toHaveAttribute('href', '/books/s1-mathematics-student-book.pdf');
    await expect(first).toHaveAttribute('target', '_blank');
    await expect(first).toHaveAttribute('rel', 'noopener noreferrer');
  },
};
