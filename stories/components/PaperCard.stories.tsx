import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { PaperCard } from '../../src/components/PaperCard';
import { papers } from '../../src/content/papers';
import type { SubjectTone } from '../../src/content/schema';
import { fakeShelf } from '../support/fake-shelf';

const physics = papers.find((p) => p.id === 1)!;
const javascript = papers.find((p) => p.id === 9)!;

/** One past paper: subject in its colour, first year, title, board, class, type, code, pages and a Download link with the file size. */
const meta = {
  title: 'Components/PaperCard',
  component: PaperCard,
  args: { paper: physics, tone: 'physics', size: 245_760 },
  render: (args) => (
    <div className="max-w-sm p-4">
      <PaperCard {...args} />
    </div>
  ),
} satisfies Meta<typeof PaperCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One past paper: subject in its colour, year, title, board, class, type, code, pages and a Download link with the file size. */
export const Default: Story = {};
/** A TVET module paper, in the ICT colour. */
export const TvetModule: Story = { args: { paper: javascript, tone: 'ict', size: 1_310_720 } };
/** When the file size is unknown: the Download link says only the type. */
export const WithoutSize: Story = { args: { size: undefined } };
/** On /papers: under the PDF's link, "Save for offline use" with its size (SaveBook; an in-memory shelf here). */
export const WithSaveForOffline: Story = { args: { shelf: fakeShelf() } };

export const ShouldOfferToSaveThePdf: Story = {
  name: 'with a shelf, should offer to save the PDF, naming the paper once, after its link',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link')).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Save S3 Physics National Examination 2023-2024 for offline use · 246\u00a0KB' })).toHaveFocus();
  },
};

export const ShouldOfferNoSaveWithoutASize: Story = {
  name: 'with a shelf but no known size, should not offer to save (it could not say what it costs)',
  tags: ['!autodocs'],
  args: { size: undefined, shelf: fakeShelf() },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('button')).not.toBeInTheDocument();
  },
};
/** A long title in Kinyarwanda: it wraps, the Download link stays in place. */
export const WithLongTitle: Story = {
  globals: { locale: 'rw' },
  args: { paper: papers.find((p) => p.id === 11)!, tone: 'ict', size: 3_754 },
};

const tones: SubjectTone[] = ['mathematics', 'physics', 'chemistry', 'biology', 'languages', 'humanities', 'ict', 'business', 'general'];

/** One card per subject colour. */
export const AllVariants: Story = {
  render: () => (
    <ul className="grid gap-4 p-4 sm:grid-cols-2 lg:grid-cols-3">
      {tones.map((tone, index) => (
        <li key={tone}>
          <PaperCard paper={papers[index % papers.length]!} tone={tone} size={3_446 * (index + 1)} />
        </li>
      ))}
    </ul>
  ),
};

export const ShouldShowEveryDetail: Story = {
  name: 'should show subject, first year, title, board, class, type, code and pages',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'S3 Physics National Examination 2023-2024' })).toBeVisible();
    await expect(canvas.getByText('Physics')).toBeVisible();
    // '2023-2024' shows as its first year.
    await expect(canvas.getByText('2023')).toBeVisible();
    const terms = canvas.getAllByRole('term').map((t) => t.textContent);
    const values = canvas.getAllByRole('definition').map((d) => d.textContent);
    await expect(terms).toEqual(['Board', 'Class', 'Type', 'Code', 'Pages']);
    await expect(values).toEqual(['REB', 'S3', 'National Examination', 'S3-PHY-2023-NE', '16']);
  },
};

export const ShouldPutTheHeadingBeforeItsBadges: Story = {
  name: 'should be met by its heading, then its subject and year, while the badges show above the heading',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const heading = canvas.getByRole('heading', { level: 3 });
    const subject = canvas.getByText('Physics');
    // In the DOM (what a screen reader reads), the heading comes first…
    await expect(heading.compareDocumentPosition(subject) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // …while on screen the badges stay above it.
    await expect(subject.getBoundingClientRect().bottom).toBeLessThanOrEqual(heading.getBoundingClientRect().top);
  },
};

export const ShouldOpenThePdfInANewTab: Story = {
  name: 'should link to the PDF in a new tab, named with the title, PDF and the size',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: /^Download PDF, 246 KB/ });
    await expect(link).toHaveAccessibleName('Download PDF, 246 KB — S3 Physics National Examination 2023-2024 (opens in a new tab)');
    await expect(link).toHaveAttribute('href', '/papers/s3-physics-national-examination-2023-2024.pdf');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ShouldLeaveOutAnUnknownSize: Story = {
  name: 'when the size is unknown, should still name the title and PDF',
  tags: ['!autodocs'],
  args: { size: undefined },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('link')).toHaveAccessibleName('Download PDF — S3 Physics National Examination 2023-2024 (opens in a new tab)');
  },
};

export const ShouldSayAScannedPaperCannotBeReadAloud: Story = {
  name: 'when the real file is scanned pages, should say it cannot be read aloud or searched, once, after the details',
  tags: ['!autodocs'],
  args: { paper: { ...physics, pages: 2 }, size: 4_184, scanned: true },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const note = canvas.getByText('Scanned pages: this document cannot be read aloud or searched.');
    await expect(note).toBeVisible();
    await expect(canvas.getAllByText(/cannot be read aloud/)).toHaveLength(1);
    await expect(canvas.queryByText('Sample file')).toBeNull();
    // Heard after the paper's details, before its download.
    const list = canvasElement.querySelector('dl')!;
    await expect(list.compareDocumentPosition(note) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    await expect(canvas.getByRole('link')).toHaveAccessibleName('Download PDF, 4.2 KB — S3 Physics National Examination 2023-2024 (opens in a new tab)');
  },
};

export const ShouldSpeakKinyarwanda: Story = {
  name: 'in Kinyarwanda, should translate the title, subject, type, labels and size format',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Ubugenge')).toBeVisible();
    await expect(canvas.getByText('Ikizamini cya Leta')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'S3, Ubugenge: Ikizamini cya Leta 2023-2024' })).toBeVisible();
    await expect(canvas.getByRole('link')).toHaveAccessibleName(/^Kuramo PDF, 246 KB — S3, Ubugenge: Ikizamini cya Leta 2023-2024/);
  },
};
