import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { SaveBook } from '../../src/components/SaveBook';
import { fakeShelf } from '../support/fake-shelf';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, settle, speaks, tab } from '../support/spoken';
import spoken from './SaveBook.spoken.json' with { type: 'json' };

const title = "Biology for Rwanda Schools, Senior 1, Student's Book";
const file = '/books/s1-biology-student-book.pdf';
const book = { url: file, title, titleLang: 'en' as const, bytes: 2_400_000 };

const NEXT = "Chemistry for Rwanda Schools, Senior 1, Student's Book";

// The size is one unbreakable run on the button (a no-break space before its unit).
const SAVE = `Save ${title} for offline use · 2.4\u00a0MB`;
const REMOVE = `Remove ${title} from this device`;
// The ellipsis straight after the title, heard and seen ("Saving…" on screen, no space before it).
const SAVING = "Saving Biology for Rwanda Schools, Senior 1, Student's Book…";

/** What a button shows on screen: its text without the parts only screen readers hear. */
function seen(element: HTMLElement): string {
  const copy = element.cloneNode(true) as HTMLElement;
  for (const hidden of copy.querySelectorAll('.sr-only')) hidden.remove();
  return copy.textContent ?? '';
}

/**
 * The one button of a card at rest, found by its role alone: the catalogue's pictures play each
 * story in Kinyarwanda too, where a play that looked for the English name stopped before pressing
 * it (and the picture showed the state only when a render in English raced it). The English
 * name is asserted after the press, where it is still the same button.
 */
const pressSave = async (canvasElement: HTMLElement) => userEvent.click(within(canvasElement).getByRole('button'));

/** A save asked of a shelf that must refuse it first (no room): it is never called. */
const refusedSave = fn();

/**
 * "Save for offline use · 2.4 MB" on a book's or a past paper's card: keeps that one file on this
 * device until the learner removes it. Stories drive it with an in-memory shelf, so every state
 * shows without a service worker: the room left, a slow download, a full disk, no support.
 */
const meta = {
  title: 'Components/SaveBook',
  component: SaveBook,
  args: { shelf: fakeShelf(), file, bytes: book.bytes, title, titleLang: 'en' },
  parameters: { spoken },
  render: (args) => (
    <div className="max-w-sm p-6">
      <SaveBook {...args} />
    </div>
  ),
} satisfies Meta<typeof SaveBook>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: the button states the file's size; the book's title is in its name, not on screen (the card's heading shows it). */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: SAVE });
    await expect(button).toBeVisible();
    await expect(button).not.toHaveAttribute('aria-disabled');
    // No live region until the learner reaches the control: a library is not a list of empty statuses.
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
  },
};

/** Saving: the button says so and is inert, a progress bar named by it with the bytes in words, and Cancel. */
export const Saving: Story = {
  args: { shelf: fakeShelf({ duration: 60_000 }) },
  // The bar and its words move on as the file arrives: masked in the catalogue's pictures.
  parameters: { visual: { mask: ['progress', 'progress + p'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressSave(canvasElement);
    const busy = await canvas.findByRole('button', { name: SAVING });
    await expect(busy).toHaveAttribute('aria-disabled', 'true');
    // On screen, without the hidden title: no space before the ellipsis.
    await expect(seen(busy)).toBe('Saving…');
    // The control's code takes over from the card's button: the bar comes with it.
    await expect(await canvas.findByRole('progressbar', { name: SAVING })).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('progressbar')).toHaveAttribute('aria-valuetext', expect.stringMatching(/^\d+(\.\d)? (B|KB|MB) of 2\.4 MB$/)));
  },
};

/** Saved on this device: it says so, and Remove takes its place; read back from the shelf (it survives a reload). */
export const Saved: Story = {
  args: { shelf: fakeShelf({ saved: [book] }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: REMOVE })).toBeVisible();
    await expect(canvas.getByText('Saved on this device.')).toBeVisible();
    await expect(canvas.queryByRole('button', { name: SAVE })).not.toBeInTheDocument();
  },
};

/** A file bigger than the room left: refused before anything is downloaded, saying what it needs and what is left. */
export const NotEnoughRoom: Story = {
  args: { shelf: fakeShelf({ room: 1_000_000, onSave: refusedSave }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    refusedSave.mockClear();
    await pressSave(canvasElement);
    await expect(await canvas.findByText(/^Not enough room on this device: this file needs 2\.4 MB and 1 MB is left\./)).toBeVisible();
    await expect(refusedSave).not.toHaveBeenCalled();
    await expect(canvas.getByRole('button', { name: SAVE })).not.toHaveAttribute('aria-disabled');
  },
};

/** The device filled up half way through: nothing was kept, and the button offers to try again. */
export const DeviceFull: Story = {
  args: { shelf: fakeShelf({ duration: 100, failWith: 'quota' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressSave(canvasElement);
    await expect(await canvas.findByText(/^This device ran out of room while saving, so nothing was kept\./)).toBeVisible();
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: SAVE })).not.toHaveAttribute('aria-disabled');
  },
};

/** A browser that cannot keep files (no Cache Storage or no service worker): pressing Save says so, and what to do instead. */
export const Unsupported: Story = {
  args: { shelf: fakeShelf({ supported: false }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await pressSave(canvasElement);
    await expect(
      await canvas.findByText('This browser cannot keep files for offline use. Download the file instead: it then stays in this device’s downloads.'),
    ).toBeVisible();
    await expect(canvas.getByRole('button', { name: SAVE })).not.toHaveAttribute('aria-disabled');
  },
};

export const ShouldSaveWithTheKeyboardThenRemove: Story = {
  name: 'when saved with the keyboard, should say it is saved with the room left, focus Remove, and remove it',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ room: 1_000_000_000, duration: 50 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: SAVE })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const remove = await canvas.findByRole('button', { name: REMOVE });
    await waitFor(() => expect(remove).toHaveFocus());
    await expect(canvas.getByText('998 MB of room left.')).toBeVisible();
    // Focus followed to Remove, which names the book: the news does not again.
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Saved on this device\. 998 MB of room left\.\s?$/));
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVE })).toHaveFocus());
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Removed from this device\. 1 GB of room left\.\s?$/));
  },
};

export const ShouldStopWhenCancelled: Story = {
  name: 'when Cancel is pressed, should stop, keep nothing, and return focus to Save',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ duration: 5000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await userEvent.click(await canvas.findByRole('button', { name: 'Cancel' }));
    await expect(await canvas.findByText('Saving stopped. Nothing was kept.')).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVE })).toHaveFocus());
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
  },
};

export const ShouldLeaveFocusWhereTheLearnerWent: Story = {
  name: 'when the learner has moved on while it saves, should not pull focus back once it is saved',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ duration: 600 }) },
  // The next card's control, where the learner went while the first book downloads.
  render: (args) => (
    <div className="flex max-w-sm flex-col gap-6 p-6">
      <SaveBook {...args} />
      <SaveBook shelf={args.shelf} file="/books/s1-chemistry-student-book.pdf" bytes={3_100_000} title={NEXT} titleLang="en" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    const next = canvas.getByRole('button', { name: `Save ${NEXT} for offline use · 3.1\u00a0MB` });
    next.focus();
    await expect(await canvas.findByRole('button', { name: REMOVE }, { timeout: 3000 })).toBeVisible();
    await expect(next).toHaveFocus();
    // Said with the book's title, since focus did not go to its Remove button.
    await waitFor(() => expect(canvas.getAllByRole('status')[0]).toHaveTextContent(`${title} is saved on this device. 998 MB of room left.`));
  },
};

/** A library page of one card: the learner can turn to the next page (the card leaves) and come back. */
function LibraryPage(props: React.ComponentProps<typeof SaveBook>) {
  const [shown, setShown] = React.useState(true);
  return (
    <div className="flex max-w-sm flex-col gap-4 p-6">
      {shown && <SaveBook {...props} />}
      <button type="button" className="self-start underline" onClick={() => setShown((now) => !now)}>
        {shown ? 'Next page' : 'Previous page'}
      </button>
    </div>
  );
}

export const ShouldKeepSavingWhenTheCardLeaves: Story = {
  name: 'when the learner turns the page while it saves, should not stop: back on the page, the book is saved',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ duration: 400 }) },
  render: (args) => <LibraryPage {...args} />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await userEvent.click(canvas.getByRole('button', { name: 'Next page' }));
    await new Promise((done) => setTimeout(done, 800));
    await userEvent.click(canvas.getByRole('button', { name: 'Previous page' }));
    await expect(await canvas.findByRole('button', { name: REMOVE })).toBeVisible();
  },
};

export const ShouldSayWhenTheConnectionDrops: Story = {
  name: 'when the connection drops while saving, should say the file could not be downloaded',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ duration: 100, failWith: 'network' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The file could not be downloaded. Check your connection, then try again.'));
  },
};

export const ShouldSayARefusalAgain: Story = {
  name: 'when Save is pressed again on a file that does not fit, should say so again',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ room: 1_000_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    const status = canvas.getByRole('status');
    await waitFor(() => expect(status).toHaveTextContent(/^Not enough room/));
    // The region empties 7 s after a message; a second press is news again at once.
    const first = status.textContent;
    await userEvent.click(canvas.getByRole('button', { name: SAVE }));
    await waitFor(() => expect(status.textContent).not.toBe(first));
    await expect(status).toHaveTextContent(/^Not enough room/);
  },
};

export const ShouldStateTheSizeInKinyarwanda: Story = {
  ...inKinyarwanda,
  name: 'in Kinyarwanda, should state the size with a decimal comma (our own formatting)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ room: 1_000_000 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: `Bika ${title} ugisome nta interineti · 2,4\u00a0MB` });
    await userEvent.click(button);
    await expect(await canvas.findByText(/^Nta mwanya uhagije kuri iki gikoresho: iyi dosiye ikeneye 2,4 MB, hasigaye 1 MB\./)).toBeVisible();
  },
};

// Tab to the button and hear its name (the title once, and the size); press Enter: it is saved
// (a quick shelf), focus moves to Remove, and the news is said once, with the room left. Enter on
// Remove: focus is back on Save, and the removal is said.
const saysSaveThenRemove = speaks(
  spoken,
  'save a book, then remove it',
  async (_reader, { canvasElement }) => {
    const canvas = within(canvasElement);
    await tab();
    await press('{Enter}');
    // The control's code takes over, with its live region; the news is said after a pause: waited
    // for as it comes, not for a fixed time (a busy machine saves slower).
    const status = await canvas.findByRole('status');
    await waitFor(() => expect(status.textContent).not.toBe(''), { timeout: 5000 });
    await settle();
    const saved = status.textContent;
    await press('{Enter}');
    await waitFor(() => expect(['', saved]).not.toContain(status.textContent), { timeout: 5000 });
    await settle();
  },
  // A book's name is its title as published ("Biology for Rwanda Schools, Senior 1, Student's
  // Book", eight words), and the button must name it: four words of the action and the size with it.
  { budget: { name: 16 } },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, saving a book then removing it, should say the approved phrases (en)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ room: 1_000_000_000 }) },
  play: saysSaveThenRemove,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, saving a book then removing it, should say the approved phrases (fr)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ room: 1_000_000_000 }) },
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, saving a book then removing it, should say the approved phrases (rw)',
  tags: ['!autodocs'],
  args: { shelf: fakeShelf({ room: 1_000_000_000 }) },
};
