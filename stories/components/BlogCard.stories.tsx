import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { BlogCard } from '../../src/components/BlogCard';
import { posts } from '../../src/content/posts';

const post = posts[0]!;

/** A blog post's card: illustration, linked title, date in the visitor's language, author and summary. */
const meta = {
  title: 'Components/BlogCard',
  component: BlogCard,
  args: {
    post: {
      slug: post.slug,
      title: post.title.en,
      summary: post.summary.en,
      date: post.date,
      author: post.author,
      image: { src: post.image.src, alt: post.image.alt.en },
    },
  },
  render: (args) => (
    <div className="max-w-sm p-6">
      <BlogCard {...args} />
    </div>
  ),
} satisfies Meta<typeof BlogCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A post card in English: illustration, linked title, date, author and summary. */
export const Default: Story = {};
/** The same card in Kinyarwanda: the date is written the Kinyarwanda way. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: {
    post: {
      slug: post.slug,
      title: post.title.rw,
      summary: post.summary.rw,
      date: post.date,
      author: post.author,
      image: { src: post.image.src, alt: post.image.alt.rw },
    },
  },
};

export const ShouldShowDateInVisitorsLanguage: Story = {
  name: 'when the language is Kinyarwanda, should write the date in Kinyarwanda',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    await expect(await within(canvasElement).findByText('15 Nzeri 2025')).toHaveAttribute('dateTime', '2025-09-15');
  },
};

export const ShouldOpenPostByKeyboard: Story = {
  name: 'when Tab is pressed, should focus the title link to the post',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    const link = within(canvasElement).getByRole('link', { name: post.title.en });
    await expect(link).toHaveFocus();
    await expect(link).toHaveAttribute('href', `/blog/${post.slug}`);
  },
};
