import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import HomePage from '../../src/pages/HomePage';
import { loadHomeTabs } from '../support/loaders';
import { fileOffers } from '../../src/content/file-offers';
import { phone360, inKinyarwanda } from '../support/globals';

/**
 * You are a Senior 3 learner opening Ubumenyi for the first time on your phone.
 * Things to try: read the headline, follow "Browse books", switch the toolbar language to Ikinyarwanda.
 */
const meta = {
  title: 'Pages/Home',
  component: HomePage,
  parameters: { route: '/' },
  loaders: [loadHomeTabs],
} satisfies Meta<typeof HomePage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The home page, as a first-time visitor sees it. */
export const Default: Story = {};
/** At 360px, as most learners see it. */
export const Phone: Story = phone360;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldOfferBooksAndPapers: Story = {
  name: 'should lead to the books and the papers from the hero',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Browse books' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Find past papers' })).toHaveAttribute('href', '/papers');
    await expect(
      canvas
        .getAllByRole('heading', { level: 3 })
        .slice(0, 3)
        .map((h) => h.textContent),
    ).toEqual(['Textbooks to download', 'Past exam papers', 'Virtual science lab']);
  },
};

// What the books and papers cards say follows the files the build found (src/content/file-offers.ts):
// "sample" while any file is one, never otherwise, and the classes come from the content.
export const ShouldSayWhatTheFilesAre: Story = {
  name: 'should say the books and papers are samples while their files are, and name the classes they cover',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const cards = [
      ['Textbooks to download', fileOffers.books],
      ['Past exam papers', fileOffers.papers],
    ] as const;
    for (const [title, offer] of cards) {
      const text = canvas.getByRole('heading', { level: 3, name: title }).closest('li')?.textContent ?? '';
      await expect(/sample/i.test(text)).toBe(offer.status === 'sample' || offer.status === 'mixed');
      for (const group of offer.status === 'mixed' ? offer.realGroups : offer.groups) await expect(text).toContain(group);
    }
  },
};
