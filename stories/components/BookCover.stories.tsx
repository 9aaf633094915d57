import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { BookCover, type BookCoverMotif, type BookCoverTone } from '../../src/components/BookCover';

/** A cover drawn in SVG from subject, title and level: one colour per subject family, no image files. */
const meta = {
  title: 'Components/BookCover',
  component: BookCover,
  args: {
    title: "Physics for Rwanda Schools, Senior 2, Student's Book",
    subjectLabel: 'Physics',
    levelLabel: 'O-Level · Senior 2',
    tone: 'physics',
    motif: 'atom',
    labelled: true,
    className: 'w-48',
  },
  render: (args) => (
    <div className="p-6">
      <BookCover {...args} />
    </div>
  ),
} satisfies Meta<typeof BookCover>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A drawn cover: subject colour, motif, title and level. */
export const Default: Story = {};
/** A cover hidden from screen readers, for when the title is written next to it anyway. */
export const Decorative: Story = { args: { labelled: false } };
/** A very long Kinyarwanda title and level: the text wraps inside the cover. */
export const WithLongTitle: Story = {
  args: {
    title: "Ikinyarwanda, Umwaka wa Gatatu w'Amashuri Yisumbuye, Igitabo cy'Umunyeshuri",
    subjectLabel: 'Ikinyarwanda',
    levelLabel: 'Icyiciro rusange (O-Level) · Umwaka wa 3 (S3)',
    tone: 'languages',
    motif: 'letters',
  },
};
/** A long subject name in Kinyarwanda across the top band. */
export const WithLongSubject: Story = {
  args: { subjectLabel: 'Amateka n’uburere mboneragihugu', tone: 'humanities', motif: 'scroll', title: 'History and Citizenship, Senior 1' },
};

const tones: BookCoverTone[] = ['mathematics', 'physics', 'chemistry', 'biology', 'languages', 'humanities', 'ict', 'business', 'general'];
const motifs: BookCoverMotif[] = [
  'numbers',
  'atom',
  'flask',
  'leaf',
  'letters',
  'globe',
  'scroll',
  'chart',
  'circuit',
  'code',
  'layers',
  'shield',
  'database',
  'branch',
];

/** Every motif in turn with the subject colours: the whole cover family. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid grid-cols-3 gap-4 p-6 sm:grid-cols-5">
      {motifs.map((motif, index) => {
        const tone = tones[index % tones.length]!;
        return (
          <BookCover key={motif} title={`${motif} cover for ${tone}`} subjectLabel={tone} levelLabel="O-Level · Senior 1" tone={tone} motif={motif} labelled />
        );
      })}
    </div>
  ),
};

export const ShouldBeNamedWhenLabelled: Story = {
  name: 'when labelled, should be an image named after the title',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const cover = within(canvasElement).getByRole('img', { name: "Cover of Physics for Rwanda Schools, Senior 2, Student's Book" });
    await expect(cover).toHaveAttribute('data-tone', 'physics');
    // The subject is written on the cover: colour is never the only cue.
    await expect(cover).toHaveTextContent('PHYSICS');
  },
};

export const ShouldBeHiddenWhenDecorative: Story = {
  name: 'when decorative (inside a card that names the book), should be hidden from screen readers',
  tags: ['!autodocs'],
  args: { labelled: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('img')).toBeNull();
    await expect(canvasElement.querySelector('svg[data-slot="book-cover"]')).toHaveAttribute('aria-hidden', 'true');
  },
};

export const ShouldTruncateLongTitles: Story = {
  name: 'when the title is long, should keep it to four lines ending in an ellipsis',
  tags: ['!autodocs'],
  args: WithLongTitle.args,
  play: async ({ canvasElement }) => {
    const lines = canvasElement.querySelectorAll('tspan');
    await expect(lines.length).toBe(4);
    await expect(lines[3]?.textContent?.endsWith('…')).toBe(true);
  },
};
