import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BlogPage from '../../src/pages/BlogPage';
import { inFrench } from '../support/globals';

/**
 * You want advice on the national exams. Things to try: search "exam", "examens" (French),
 * an author's name, or a word that is in no post.
 */
const meta = {
  title: 'Pages/Blog',
  component: BlogPage,
  parameters: { route: '/blog' },
} satisfies Meta<typeof BlogPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The blog: every post, with the search box. */
export const Default: Story = {};
/** In French. */
export const French: Story = inFrench;

export const ShouldFilterFromUrl: Story = {
  name: 'when opened with ?q=, should list only matching posts',
  tags: ['!autodocs'],
  parameters: { route: '/blog?q=simulation' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 1 post');
    await expect(canvas.getByRole('link', { name: /Learning science with simulations/ })).toBeVisible();
  },
};
