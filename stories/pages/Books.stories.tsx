import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import BooksPage from '../../src/pages/BooksPage';

/**
 * You are in Senior 2 and need the physics book, but you are not sure of its exact title.
 * Things to try: search "physique" or "PHYSICS", page through all 35 books, clear the search.
 */
const meta = {
  title: 'Pages/Books',
  component: BooksPage,
  parameters: { route: '/books?q=physics' },
} satisfies Meta<typeof BooksPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The books library as it opens. */
export const Default: Story = {};
/** The books page at /books: the first page of all books. */
export const AllBooks: Story = { parameters: { route: '/books' } };
/** A link with a broken page number (?page=abc): ignored, page 1 shown. */
export const MalformedPage: Story = { parameters: { route: '/books?page=abc' } };

export const ShouldOpenSharedLink: Story = {
  name: 'when opened from a shared link, should show the same search and page',
  tags: ['!autodocs'],
  parameters: { route: '/books?q=senior&page=2' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
    // The list is an island: its code loads as the story renders.
    await expect(await canvas.findByRole('searchbox', { name: 'Search books' })).toHaveValue('senior');
    await expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 30 books');
    await expect(canvas.getByTestId('showing-range')).toHaveTextContent('Showing 7 to 12 of 30');
    await expect(canvas.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await userEvent.clear(canvas.getByRole('searchbox', { name: 'Search books' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search books' }), 'kiswahili');
    await waitFor(() => expect(canvas.getByTestId('found-count')).toHaveTextContent('Found 2 books'));
  },
};
