import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ResourceCard } from '../../src/components/ResourceCard';
import { inKinyarwanda } from '../support/globals';

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
