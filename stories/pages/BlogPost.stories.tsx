import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import BlogPostPage from '../../src/pages/BlogPostPage';
import { inKinyarwanda } from '../support/globals';

/** You opened a post shared by a classmate. Things to try: read it in Kinyarwanda, go back to the blog. */
const meta = {
  title: 'Pages/BlogPost',
  component: BlogPostPage,
  parameters: { route: '/blog/preparing-for-national-exams', routePath: '/blog/:slug' },
} satisfies Meta<typeof BlogPostPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One post, in English. */
export const Default: Story = {};
/** The same post in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldShowPostWithWayBack: Story = {
  name: 'when opened, should show the full post, its date and author, and a link back to the blog',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Preparing for the national examinations without burning out' })).toBeVisible();
    await expect(canvas.getByText(/Published on 15 September 2025/)).toBeVisible();
    await expect(canvas.getByText(/By Jean Claude Niyonzima/)).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 2 }).length).toBeGreaterThanOrEqual(4);
    await expect(canvas.getByRole('link', { name: /Back to the blog/ })).toHaveAttribute('href', '/blog');
  },
};
