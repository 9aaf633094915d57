import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SavedBooks } from '../../src/components/SavedBooks';
import type { SavedBook } from '../../src/lib/saved-books';
import { fakeShelf } from '../support/fake-shelf';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, settle, speaks, tab } from '../support/spoken';
import spoken from './SavedBooks.spoken.json' with { type: 'json' };

const biology: SavedBook = {
  url: '/books/s1-biology-student-book.pdf',
  title: "Biology for Rwanda Schools, Senior 1, Student's Book",
  titleLang: 'en',
  bytes: 12_400_000,
};
const physics: SavedBook = { url: '/papers/s3-physics-2023.pdf', title: 'Physique S3, examen national 2023', titleLang: 'fr', bytes: 1_310_720 };

/**
 * The books and past papers saved one by one, on the offline page: their number and size, the room
 * left, and each one with a link that opens it and Remove. Stories drive it with an in-memory shelf.
 */
const meta = {
  title: 'Components/SavedBooks',
  component: SavedBooks,
  args: { shelf: fakeShelf({ saved: [biology, physics], room: 3_100_000_000 }) },
  parameters: { spoken },
  render: (args) => (
    <div className="max-w-2xl p-6">
      <SavedBooks {...args} />
    </div>
  ),
} satisfies Meta<typeof SavedBooks>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two files saved: how many and their size, the room left, and each with its link, size and Remove. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('2 files · 14 MB')).toBeVisible();
    await expect(canvas.getByText('3.1 GB of room left.')).toBeVisible();
    const link = canvas.getByRole('link', { name: `${biology.title} (opens in a new tab)` });
    await expect(link).toHaveAttribute('href', biology.url);
    await expect(link).toHaveAttribute('target', '_blank');
    // A paper saved from a French page keeps its French title, marked as French.
    const paper = canvas.getByRole('link', { name: `${physics.title} (opens in a new tab)` });
    await expect(within(paper).getByText(physics.title)).toHaveAttribute('lang', 'fr');
    await expect(canvas.getByRole('button', { name: `Remove ${physics.title} from this device` })).toBeVisible();
  },
};

/** Nothing saved yet: how to save a book, and no empty list. */
export const Empty: Story = {
  args: { shelf: fakeShelf({ room: 3_100_000_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^Nothing saved yet\. “Save for offline use” on a book or a past paper/)).toBeVisible();
    await expect(canvas.queryAllByRole('list')).toHaveLength(0);
  },
};

/** A browser that does not say how much room is left: the list without the room line. */
export const RoomUnknown: Story = {
  args: { shelf: fakeShelf({ saved: [biology], room: null }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('1 file · 12 MB')).toBeVisible();
    await expect(canvas.queryByText(/room left/)).not.toBeInTheDocument();
  },
};

/** A browser that cannot keep files: says so. */
export const Unsupported: Story = {
  args: { shelf: fakeShelf({ supported: false }) },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('This browser cannot keep files for offline use.')).toBeVisible();
  },
};

export const ShouldRemoveWithTheKeyboard: Story = {
  name: 'when a book is removed with the keyboard, should say so with the room left and focus the next Remove, then the heading',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ saved: [biology, physics], room: 3_100_000_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const first = await canvas.findByRole('button', { name: `Remove ${biology.title} from this device` });
    first.focus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: `Remove ${physics.title} from this device` })).toHaveFocus());
    await expect(canvas.queryByRole('link', { name: new RegExp(`^${biology.title}`) })).not.toBeInTheDocument();
    await expect(canvas.getByText('1 file · 1.3 MB')).toBeVisible();
    await expect(canvas.getByText('3.1 GB of room left.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${biology.title} was removed from this device. 3.1 GB of room left.`));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Saved books and papers' })).toHaveFocus());
    await expect(canvas.getByText(/^Nothing saved yet\./)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(`${physics.title} was removed from this device.`));
  },
};

export const ShouldFocusThePreviousWhenTheLastIsRemoved: Story = {
  name: 'when the last book of the list is removed, should focus the Remove before it',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ saved: [biology, physics] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: `Remove ${physics.title} from this device` }));
    await waitFor(() => expect(canvas.getByRole('button', { name: `Remove ${biology.title} from this device` })).toHaveFocus());
  },
};

// Tab to the first link, on to its Remove, press Enter: the book is gone, focus is on the next
// book's Remove, and the removal is said once with the room left.
const saysRemove = speaks(
  spoken,
  'remove a saved book',
  async (_reader, { canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findAllByRole('button');
    const status = canvas.getByRole('status');
    await tab();
    await tab();
    await press('{Enter}');
    await waitFor(() => expect(status.textContent).not.toBe(''), { timeout: 5000 });
    await settle();
  },
  // A Remove button names its book: the title as published, then the action.
  { budget: { name: 16 } },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, removing a saved book, should say the approved phrases (en)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ saved: [biology, physics], room: 3_100_000_000 }) },
  play: saysRemove,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, removing a saved book, should say the approved phrases (fr)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ saved: [biology, physics], room: 3_100_000_000 }) },
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, removing a saved book, should say the approved phrases (rw)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ saved: [biology, physics], room: 3_100_000_000 }) },
};
