import { useState } from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { BlogLibrary, type BlogLibraryProps } from '../../src/components/BlogLibrary';
import type { BlogCardPost } from '../../src/components/BlogCard';
import { posts } from '../../src/content/posts';
import { inKinyarwanda } from '../support/globals';

const cards: BlogCardPost[] = posts.map((p) => ({
  slug: p.slug,
  title: p.title.en,
  summary: p.summary.en,
  date: p.date,
  author: p.author,
  image: { src: p.image.src, alt: p.image.alt.en },
}));

function Stateful(props: BlogLibraryProps) {
  const [query, setQuery] = useState(props.query);
  return (
    <BlogLibrary
      {...props}
      query={query}
      onQueryChange={(next) => {
        setQuery(next);
        props.onQueryChange(next);
      }}
    />
  );
}

/** The blog's searchable list of post cards (title, summary or author; accents and case ignored). */
const meta = {
  title: 'Components/BlogLibrary',
  component: BlogLibrary,
  args: { posts: cards, query: '', onQueryChange: fn() },
  render: (args) => (
    <div className="container-page py-6">
      <Stateful {...args} />
    </div>
  ),
} satisfies Meta<typeof BlogLibrary>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All posts as cards, with the search box empty. */
export const Default: Story = {};
/** A search that matches no post ("volcano"): the empty state with a way back. */
export const Empty: Story = { args: { query: 'volcano' } };
/** The library with the interface in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldSearchByAuthorByKeyboard: Story = {
  name: 'when an author is typed by keyboard, should list that author’s posts',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search blog posts' })).toHaveFocus();
    await userEvent.keyboard('UWASE');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 2 posts'));
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('UWASE');
    // Said once, after the pause in typing.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Found 2 posts'));
  },
};

export const ShouldShowEmptyStateAndClear: Story = {
  name: 'when nothing matches, should say so and clear on request',
  tags: ['!autodocs'],
  args: { query: 'volcano' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No blog posts found.' })).toBeVisible();
    canvas.getByRole('button', { name: 'Clear Search' }).focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 3 posts'));
    await expect(canvas.getByRole('searchbox', { name: 'Search blog posts' })).toHaveFocus();
  },
};

export const ShouldLinkEachPostOnce: Story = {
  name: 'when listed, each card should have one link to its post page',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const links = within(canvasElement).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href')).sort()).toEqual(posts.map((p) => `/blog/${p.slug}`).sort());
  },
};
