import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DocumentResults } from '../../src/components/DocumentResults';
import type { DocumentHit } from '../../src/lib/site-search';
import { expectOnlyMarked } from '../support/play';

const MATHS: DocumentHit = {
  file: '/books/s1-mathematics-student-book.pdf',
  title: "Mathematics for Rwanda Schools, Senior 1, Student's Book",
  titleLang: 'en',
  kind: 'book',
  format: 'PDF',
  bytes: 67_158,
  pages: [{ from: 137, to: 137 }],
  morePages: 0,
  excerpt: 'This page is about how plants make food by <mark>photosynthesis</mark>.',
  excerptPage: 137,
};

const BIOLOGY: DocumentHit = {
  file: '/books/s4-biology-student-book.pdf',
  title: 'Biology for Rwanda Schools, Senior 4',
  titleLang: 'en',
  kind: 'book',
  format: 'PDF',
  bytes: 12_400_000,
  pages: [
    { from: 7, to: 7 },
    { from: 19, to: 19 },
  ],
  morePages: 0,
  excerpt: 'Green plants use light for <mark>photosynthesis</mark> in their leaves &amp; stems.',
  excerptPage: 19,
};

const PAPER: DocumentHit = {
  file: '/papers/s6-biology-national-examination-2023.pdf',
  title: 'S6 Biology: National Examination 2023',
  titleLang: 'en',
  kind: 'paper',
  format: 'PDF',
  bytes: 850_000,
  pages: [
    { from: 2, to: 4 },
    { from: 9, to: 9 },
    { from: 11, to: 11 },
  ],
  morePages: 12,
  excerpt: 'Explain the role of chlorophyll in <mark>photosynthesis</mark>.',
  excerptPage: 3,
};

/**
 * The search's results found inside the books and past papers (their PDFs' text): one per document,
 * with the pages in words, the format and size, and a passage. Try: arrow keys are the search's own
 * (SiteSearch); here Tab reaches each document's link.
 */
const meta = {
  title: 'Components/DocumentResults',
  component: DocumentResults,
  args: { hits: [MATHS], onLinkKeyDown: fn() },
  decorators: [
    (Story) => (
      <div className="max-w-2xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof DocumentResults>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One document, one page: the page is said as text, never a link to it. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Inside the books and past papers' })).toBeVisible();
    const link = canvas.getByRole('link');
    // Named by the title, described by its kind and where the words are, with the file's cost.
    await expect(link).toHaveAccessibleName("Mathematics for Rwanda Schools, Senior 1, Student's Book (opens in a new tab)");
    await expect(link).toHaveAccessibleDescription('Book Page 137 · PDF, 67 KB');
    await expect(link).toHaveAttribute('href', '/books/s1-mathematics-student-book.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    // One page: the passage does not say it again.
    await expect(canvas.getByText(/how plants make food/)).not.toHaveTextContent(/Page 137/);
    await expect(canvasElement.querySelector('mark')).toHaveTextContent('photosynthesis');
  },
};

/** Several documents, one result each, their pages grouped: "Pages 7 and 19", "Pages 2–4, 9, 11 and 12 more". */
export const Grouped: Story = {
  args: { hits: [BIOLOGY, PAPER, MATHS] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const items = canvas.getAllByRole('listitem');
    await expect(items).toHaveLength(3);
    await expect(items[0]).toHaveTextContent('Pages 7 and 19 · PDF, 12 MB');
    await expect(items[1]).toHaveTextContent('Pages 2–4, 9, 11 and 12 more · PDF, 850 KB');
    await expect(within(items[1]!).getByRole('link')).toHaveAccessibleDescription('Past paper Pages 2–4, 9, 11 and 12 more · PDF, 850 KB');
    // Several pages: the passage says which one it is from.
    await expect(items[0]).toHaveTextContent('Page 19: Green plants use light for photosynthesis in their leaves & stems.');
  },
};

/** On a French page: the words around the pages are French, the English title keeps its own voice. */
export const French: Story = {
  globals: { locale: 'fr' },
  args: { hits: [BIOLOGY, PAPER] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Dans les livres et les anciens examens' })).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Pages 7 et 19 · PDF, 12 Mo');
    await expect(second).toHaveTextContent('Pages 2–4, 9, 11 et 12 autres · PDF, 850 Ko');
    await expectOnlyMarked(within(first!).getByRole('link'), BIOLOGY.title, 'en');
  },
};

/** On a Kinyarwanda page: the pages' "and" is our own (Chromium has no Kinyarwanda list data). */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: { hits: [BIOLOGY, MATHS] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Mu bitabo no mu bizamini byahise' })).toBeVisible();
    const [first, second] = canvas.getAllByRole('listitem');
    await expect(first).toHaveTextContent('Impapuro za 7 na 19 · PDF, 12 MB');
    await expect(second).toHaveTextContent('Urupapuro rwa 137 · PDF, 67 KB');
    await expect(within(second!).getByRole('link')).toHaveAccessibleName(
      /^Mathematics for Rwanda Schools, Senior 1, Student's Book \(bifungukira mu idirishya rishya\)$/,
    );
  },
};

/** Nothing found inside any document: nothing is shown, not even the heading. */
export const Empty: Story = {
  args: { hits: [] },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[data-slot="document-results"]')).toBeNull();
  },
};

export const ShouldReachEachDocumentByKeyboard: Story = {
  name: 'when tabbing (keyboard only), should reach each document’s link in order, and hand its keys to the search',
  tags: ['!autodocs'],
  args: { hits: [BIOLOGY, PAPER] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const [biology, paper] = canvas.getAllByRole('link');
    await userEvent.tab();
    await expect(biology).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await expect(args.onLinkKeyDown).toHaveBeenCalledTimes(1);
    await userEvent.tab();
    await expect(paper).toHaveFocus();
    await expect(paper).toHaveAccessibleName('S6 Biology: National Examination 2023 (opens in a new tab)');
  },
};
