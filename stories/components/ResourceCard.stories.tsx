import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResourceCard, type ResourceItem } from '../../src/components/ResourceCard';
import { allBooks } from '../../src/content/books-all';
import { bookSubjectTone } from '../../src/content/library-view';
import { useT } from '../../src/i18n/useT';
import { library } from '../../src/i18n/namespaces/library';
import { inKinyarwanda } from '../support/globals';
import { fakeShelf } from '../support/fake-shelf';
import { overflowingParts, withTextSpacingAt320 } from '../support/text-spacing';
// The cover the build made of page 1 of a test PDF (tests/fixtures/pdfs/text-book.pdf, scripts/build/lib/pdf-ingest.ts).
import documentCover from '../assets/document-cover.webp';

/** One book or roadmap with its drawn cover and a Download link that tells the file's type and size. */
const meta = {
  title: 'Components/ResourceCard',
  component: ResourceCard,
  args: {
    item: {
      id: '5',
      title: "Physics for Rwanda Schools, Senior 2, Student's Book",
      titleLang: 'en',
      author: 'Rwanda Basic Education Board',
      authorLang: 'en',
      subjectLabel: 'Physics',
      tone: 'physics',
      motif: 'atom',
      levelLabel: 'O-Level · Senior 2',
      description: 'Linear motion, work, energy and power, heat transfer, the refraction of light, magnetism and simple electric circuits.',
      file: '/books/s2-physics-student-book.pdf',
      sizeBytes: 2_400_000,
    },
  },
  render: (args) => (
    <div className="max-w-sm p-6">
      <ResourceCard {...args} />
    </div>
  ),
} satisfies Meta<typeof ResourceCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A book: drawn cover, title, author, level and a Download link with type and size. */
export const Default: Story = {};
/** A file hosted elsewhere: the link says so, no size shown. */
export const ExternalFile: Story = {
  args: { item: { ...meta.args.item, id: 'x', file: 'https://example.org/physics.pdf', sizeBytes: undefined } },
};
/** A developer roadmap rather than a book. */
export const Roadmap: Story = {
  args: {
    item: {
      id: 'RO12',
      title: 'Cyber Security Roadmap',
      author: 'roadmap.sh community',
      subjectLabel: 'Security',
      tone: 'chemistry',
      motif: 'shield',
      levelLabel: 'Developer',
      description: 'Networks and operating systems first, then threats and attacks, cryptography and incident response.',
      file: '/roadmaps/cyber-security.pdf',
      sizeBytes: 850_000,
    },
  },
};
/** The card with Kinyarwanda labels. */
export const Kinyarwanda: Story = inKinyarwanda;
/** On /books: under Download, "Save for offline use" with the file's size (SaveBook; an in-memory shelf here). */
export const WithSaveForOffline: Story = { args: { shelf: fakeShelf() } };

export const ShouldOfferToSaveTheFileOnce: Story = {
  name: 'with a shelf, should offer to save the file, naming the book once, after the download link',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = canvas.getByRole('button', { name: "Save Physics for Rwanda Schools, Senior 2, Student's Book for offline use · 2.4\u00a0MB" });
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
  },
};

export const ShouldOfferNoSaveForAnExternalFile: Story = {
  name: 'with a shelf, should not offer to save a file hosted elsewhere (its size is unknown)',
  tags: ['!autodocs'],
  args: { ...ExternalFile.args, shelf: fakeShelf() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};

export const ShouldNameDownloadWithTitleTypeAndSize: Story = {
  name: 'when shown, should name the download by title, type and size, opening a new tab safely',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link');
    await expect(link).toHaveAccessibleName("Download Physics for Rwanda Schools, Senior 2, Student's Book, PDF · 2.4 MB (opens in a new tab)");
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ShouldReachDownloadByKeyboard: Story = {
  name: 'when Tab is pressed, should focus the one link of the card',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link')).toHaveFocus();
    await expect(within(canvasElement).getAllByRole('link')).toHaveLength(1);
  },
};

export const ShouldOmitUnknownSize: Story = {
  name: 'when the file is external, should show its type without a size',
  tags: ['!autodocs'],
  args: ExternalFile.args,
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName(/, PDF \(opens in a new tab\)$/);
  },
};

export const ShouldFormatSizeInFrench: Story = {
  name: 'when the language is French, should write the size the French way',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByRole('link', { name: /PDF · 2,4 Mo/ })).toBeVisible();
  },
};

export const ShouldMarkTheEnglishTitleOnAFrenchPage: Story = {
  name: 'when the page is French, should mark the English title and author with lang="en" (and not on an English page)',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const title = await canvas.findByRole('heading', { name: "Physics for Rwanda Schools, Senior 2, Student's Book" });
    await expect(title.querySelector('[lang="en"]')).toHaveTextContent("Physics for Rwanda Schools, Senior 2, Student's Book");
    await expect(canvas.getByText('Rwanda Basic Education Board')).toHaveAttribute('lang', 'en');
    // The download link's hidden title too: a screen reader reads it in English inside the French name.
    await expect(canvas.getByRole('link').querySelector('.sr-only [lang="en"]')).toHaveTextContent("Physics for Rwanda Schools, Senior 2, Student's Book");
  },
};

export const ShouldNotMarkTheTitleOnAnEnglishPage: Story = {
  name: 'when the page is English, should leave the title to the page’s lang',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('[lang]')).toBeNull();
  },
};

/** A real document an operator placed: its first page as the cover, its page count, and a note that its pages are scanned. */
export const RealDocument: Story = {
  args: { item: { ...meta.args.item, pages: 212, scanned: true, cover: { url: documentCover, width: 240, height: 340 } } },
};

export const ShouldShowWhatTheBuildReadInARealDocument: Story = {
  name: 'when the file is a real PDF, should show its page count and cover, say it is scanned, and keep the cover silent',
  tags: ['!autodocs'],
  args: RealDocument.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('212 pages')).toBeVisible();
    await expect(canvas.getByText('Scanned pages: this document cannot be read aloud or searched.')).toBeVisible();
    await expect(canvas.queryByText('Sample file')).toBeNull();
    // The heading names the book: its cover is decoration, not an image a screen reader announces.
    await expect(canvas.queryByRole('img')).toBeNull();
    const cover = canvasElement.querySelector<HTMLImageElement>('[data-slot="document-cover"]')!;
    await expect(cover).toHaveAttribute('alt', '');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      "Download Physics for Rwanda Schools, Senior 2, Student's Book, PDF · 2.4 MB (opens in a new tab)",
    );
  },
};

export const SampleFile: Story = {
  args: { item: { ...meta.args.item, isSample: true, sizeBytes: 3_400 } },
};

export const ShouldSaySampleFile: Story = {
  name: 'when the file is a placeholder, should say "Sample file" on the card and in the download’s name',
  tags: ['!autodocs'],
  args: SampleFile.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Sample file')).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(
      "Download sample Physics for Rwanda Schools, Senior 2, Student's Book, PDF · 3.4 KB (opens in a new tab)",
    );
  },
};

export const WithPageLink: Story = {
  args: {
    item: {
      id: 'RO12',
      title: 'Cyber Security Roadmap',
      author: 'roadmap.sh community',
      subjectLabel: 'Security',
      tone: 'chemistry',
      motif: 'shield',
      levelLabel: 'Developer',
      description: 'Networks and operating systems first, then threats and attacks, cryptography and incident response.',
      file: '/roadmaps/cyber-security.pdf',
      sizeBytes: 27_000,
      href: '/road-maps/cyber-security',
    },
  },
};

export const ShouldLinkTitleAndKeepDownload: Story = {
  name: 'when the item has a page, should link its title there and keep the download',
  tags: ['!autodocs'],
  args: WithPageLink.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Cyber Security Roadmap' })).toHaveAttribute('href', '/road-maps/cyber-security');
    await expect(canvas.getByRole('link', { name: /^Download Cyber Security Roadmap/ })).toHaveAttribute('href', '/roadmaps/cyber-security.pdf');
    await expect(canvas.getAllByRole('link')).toHaveLength(2);
  },
};

/** A book as /books shows it, in the story's language (subject, level and description), as a sample file. */
function BookAsListed({ id }: { id: number }) {
  const { t, lang } = useT(library);
  // The title, its language, the author and the file as they are; the rest in the story's language.
  const { subject, level, grade, cover, description, ...book } = allBooks.find((b) => b.id === id)!;
  const item: ResourceItem = {
    ...book,
    id: String(id),
    subjectLabel: t(`subjects.${subject}`),
    levelLabel: `${t(`levels.${level}`)} · ${t(`grades.${grade}`)}`,
    description: description[lang],
    tone: bookSubjectTone[subject],
    motif: cover,
    sizeBytes: 3_400,
    // "Kuramo icyitegererezo" (download sample) is the longest download label.
    isSample: true,
  };
  return <ResourceCard item={item} headingLevel={2} />;
}

/**
 * The books whose words run longest: the Kinyarwanda textbook ("cy'Umunyeshuri" in its title),
 * History and Citizenship ("Amateka n’uburere mboneragihugu", the longest subject in Kinyarwanda)
 * and Entrepreneurship (the longest word of an English title), in a one-column grid list as
 * ResourceLibrary lays them out on a phone. A grid item is at least as wide as its longest
 * unbreakable run, so a word that cannot wrap widens the card, the list and the page.
 */
function LongestBooks() {
  const { t } = useT(library);
  return (
    <ul aria-label={t('books.listLabel')} className="grid gap-6">
      {LONGEST_BOOKS.map((id) => (
        <li key={id}>
          <BookAsListed id={id} />
        </li>
      ))}
    </ul>
  );
}
const LONGEST_BOOKS = [16, 24, 30];

/**
 * WCAG 1.4.12 at 320 px (1.4.10): three of the longest cards in Kinyarwanda with a reader's text
 * spacing on (line height 1.5, letter spacing 0.12em, word spacing 0.16em, paragraph spacing 2em),
 * each 288 px wide as on /rw/books on a 320 px phone. Nothing sticks out and the page does not
 * scroll sideways: a title word too long for the space beside the cover wraps, and the download
 * button puts the file type and size on a second line.
 */
export const TextSpacingAt320: Story = {
  globals: { locale: 'rw', viewport: { value: 'phone320' } },
  decorators: [withTextSpacingAt320],
  render: () => <LongestBooks />,
};

/** The play of the tests below: every part of each card inside it, and each card inside the 288 px column. */
const fitsWithTextSpacing = (locale: 'en' | 'fr' | 'rw'): Story => ({
  ...TextSpacingAt320,
  globals: { ...TextSpacingAt320.globals, locale },
  play: async ({ canvasElement }) => {
    const cards = canvasElement.querySelectorAll<HTMLElement>('[data-slot=resource-card]');
    await expect(cards).toHaveLength(LONGEST_BOOKS.length);
    // The style is on: a paragraph's letter spacing is 0.12 of its font size.
    const description = cards[0]!.querySelector('p:not([data-slot])')!;
    await expect(parseFloat(getComputedStyle(description).letterSpacing)).toBeCloseTo(0.12 * parseFloat(getComputedStyle(description).fontSize), 1);
    // Nothing sticks out of a card, and no card out of the page's 288 px column: the page does not scroll sideways.
    for (const card of cards) await expect(overflowingParts(card)).toEqual([]);
    const frame = canvasElement.querySelector<HTMLElement>('[data-slot=text-spacing-frame]')!;
    await expect(overflowingParts(frame)).toEqual([]);
  },
});
export const ShouldFitWithTextSpacingAt320Rw: Story = {
  ...fitsWithTextSpacing('rw'),
  name: 'with WCAG text spacing at 320 px, should keep every part of the card inside it and the card in the column (rw)',
  tags: ['!autodocs'],
};
export const ShouldFitWithTextSpacingAt320Fr: Story = {
  ...fitsWithTextSpacing('fr'),
  name: 'with WCAG text spacing at 320 px, should keep every part of the card inside it and the card in the column (fr)',
  tags: ['!autodocs'],
};
export const ShouldFitWithTextSpacingAt320En: Story = {
  ...fitsWithTextSpacing('en'),
  name: 'with WCAG text spacing at 320 px, should keep every part of the card inside it and the card in the column (en)',
  tags: ['!autodocs'],
};
