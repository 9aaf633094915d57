import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { SaveOffline } from '../../src/components/SaveOffline';
import type { OfflineStore } from '../../src/app/offline-cache';
import type { OfflineFile, OfflineManifest } from '../../src/lib/offline-manifest';
import type { Lang } from '../../src/lib/langs';
import { inFrench, inKinyarwanda } from '../support/globals';
import { pause, press, speaks, tab } from '../support/spoken';
import spoken from './SaveOffline.spoken.json' with { type: 'json' };

/**
 * A language's manifest: 40 pages and 20 code files, about 0.9 MB, with the code shared by all
 * languages; with `documents`, the search inside the books and papers too (10 files, 0.2 MB).
 */
function fakeManifest(lang: Lang, documents = false): OfflineManifest {
  const prefix = lang === 'en' ? '' : `/${lang}`;
  const pages: OfflineFile[] = Array.from({ length: 40 }, (_, i) => ({ url: `${prefix}/page-${i}`, bytes: 6_000 }));
  const code: OfflineFile[] = Array.from({ length: 20 }, (_, i) => ({ url: `/assets/chunk-${i}.js`, bytes: 33_000 }));
  const index: OfflineFile[] = documents
    ? Array.from({ length: 10 }, (_, i) => ({ url: `/pagefind/documents/en/fragment/en_${i}.pf_fragment`, bytes: 20_000, part: 'documents' }))
    : [];
  return { lang, files: [...pages, ...code, ...index] };
}

interface FakeOptions {
  /** Addresses already saved when the story starts. */
  saved?: 'none' | 'all';
  /** Milliseconds each file takes. */
  delay?: number;
  /** The save of this many-th file fails with this error. */
  failAt?: { index: number; error: 'quota' | 'network' };
  /** The manifest cannot be read. */
  noManifest?: boolean;
  /** Milliseconds the manifest takes to arrive. @default 10 */
  manifestDelay?: number;
  /** The manifest holds the search inside the documents. */
  documents?: boolean;
}

/** An in-memory store: Cache Storage and fetch stand-ins, so every state shows without a build. */
function fakeStore({ saved = 'none', delay = 0, failAt, noManifest, manifestDelay = 10, documents = false }: FakeOptions = {}): OfflineStore {
  const kept = new Set<string>();
  if (saved === 'all') for (const file of fakeManifest('en').files) kept.add(file.url);
  let count = 0;
  const wait = (ms: number, signal?: AbortSignal) =>
    new Promise<void>((resolve, reject) => {
      const timer = setTimeout(resolve, ms);
      signal?.addEventListener('abort', () => {
        clearTimeout(timer);
        reject(new DOMException('Aborted', 'AbortError'));
      });
    });
  return {
    async loadManifest(lang) {
      await wait(manifestDelay);
      if (noManifest) throw new Error('offline manifest: 404');
      return fakeManifest(lang, documents);
    },
    async savedUrls(urls) {
      return new Set(urls.filter((url) => kept.has(url)));
    },
    async save(file, signal) {
      await wait(delay, signal);
      count += 1;
      if (failAt && count === failAt.index) {
        throw failAt.error === 'quota' ? new DOMException('Quota exceeded', 'QuotaExceededError') : new TypeError('Failed to fetch');
      }
      kept.add(file.url);
    },
    async remove(urls) {
      for (const url of urls) kept.delete(url);
    },
  };
}

const SAVE = /^Save the whole site for offline use — \d/;

/**
 * "Save the whole site for offline use — N MB" on the offline page: a progress bar and Cancel while
 * saving, the saved size and "Remove saved pages" afterwards. Stories drive it with an in-memory store.
 */
const meta = {
  title: 'Components/SaveOffline',
  component: SaveOffline,
  args: { store: fakeStore(), saveData: false },
  parameters: { spoken },
  render: (args) => (
    <div className="p-4">
      <SaveOffline {...args} />
    </div>
  ),
} satisfies Meta<typeof SaveOffline>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing saved yet: the button states the size of one language's download. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save the whole site for offline use — 0.9\u00a0MB' })).toBeVisible();
    await expect(canvas.getByRole('checkbox', { name: 'All languages (English, French and Kinyarwanda)' })).not.toBeChecked();
  },
};

/** With real books or papers to search: the section says what their search adds, and its size is in the total. */
export const WithTheDocuments: Story = {
  args: { store: fakeStore({ documents: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Save the whole site for offline use — 1.1\u00a0MB' })).toBeVisible();
    await expect(
      canvas.getByText(
        'This includes the search inside the books and past papers (0.2 MB). A book or paper itself is not included: save it from its card, or open it once.',
      ),
    ).toBeVisible();
  },
};

/** In Kinyarwanda, the size formatted by our own code (a decimal comma). */
export const InKinyarwanda: Story = {
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Bika urubuga rwose urusome nta interineti — 0,9\u00a0MB' })).toBeVisible();
  },
};

/** Saving: a progress bar with its name and value, and Cancel. */
export const Saving: Story = {
  args: { store: fakeStore({ delay: 400 }) },
  // The bar and its words move on as files are saved: masked in the catalogue's pictures.
  parameters: { visual: { mask: ['progress', 'progress + p'] } },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SAVE }));
    const bar = await canvas.findByRole('progressbar', { name: 'Save the whole site' });
    await waitFor(() => expect(Number(bar.getAttribute('value'))).toBeGreaterThan(0), { timeout: 3000 });
    await expect(canvas.getByRole('button', { name: 'Cancel' })).toBeVisible();
    await expect(canvas.getByText(/of 0\.9 MB saved$/)).toBeVisible();
  },
};

/** The whole site saved: its size, and a way to remove it. State read back from the store (survives a reload). */
export const Saved: Story = {
  args: { store: fakeStore({ saved: 'all' }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Remove saved pages' })).toBeVisible();
    await expect(canvas.getByText(/^Saved for offline use: 0\.9 MB\./)).toBeVisible();
  },
};

/** The browser sends Save-Data: the section says nothing is fetched ahead of time; the button still works. */
export const SaveData: Story = {
  args: { saveData: true, store: fakeStore() },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/Your browser asks to save data/)).toBeVisible();
    await userEvent.click(await canvas.findByRole('button', { name: SAVE }));
    await expect(await canvas.findByText(/^Saved for offline use: 0\.9 MB\./)).toBeVisible();
  },
};

/** The list of files could not be read (offline, or an old deployment). */
export const Unavailable: Story = {
  args: { store: fakeStore({ noManifest: true }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText(/^The size of the download could not be read\./)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The size of the download could not be read.'));
    await expect(canvas.getByRole('button', { name: 'Save the whole site for offline use — …' })).toHaveAttribute('aria-disabled', 'true');
  },
};

export const ShouldSaveWithTheKeyboardThenRemove: Story = {
  name: 'when saved with the keyboard, should say the saved size, focus Remove, and remove',
  tags: ['!autodocs'],
  args: { store: fakeStore({ delay: 5 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const save = await canvas.findByRole('button', { name: SAVE });
    await userEvent.tab();
    await expect(canvas.getByRole('checkbox')).toHaveFocus();
    await userEvent.tab();
    await expect(save).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const remove = await canvas.findByRole('button', { name: 'Remove saved pages' }, { timeout: 5000 });
    await expect(canvas.getByText(/^Saved for offline use: 0\.9 MB\./)).toBeVisible();
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Saved for offline use: 0.9 MB.'));
    await waitFor(() => expect(remove).toHaveFocus());
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('The saved pages were removed from this device.'));
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVE })).toHaveFocus());
  },
};

export const ShouldSaveWhenPressedWhileChecking: Story = {
  name: 'when Save is pressed before the list has loaded, should save once it has',
  tags: ['!autodocs'],
  args: { store: fakeStore({ manifestDelay: 600 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Still reading the list: the button says no size yet.
    const early = canvas.getByRole('button', { name: 'Save the whole site for offline use — …' });
    await expect(early).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(early);
    await expect(await canvas.findByRole('button', { name: 'Remove saved pages' }, { timeout: 5000 })).toBeVisible();
    await expect(canvas.getByText(/^Saved for offline use: 0\.9 MB\./)).toBeVisible();
  },
};

export const ShouldStopWhenCancelled: Story = {
  name: 'when Cancel is pressed, should stop, say how much was saved, and return focus to Save',
  tags: ['!autodocs'],
  args: { store: fakeStore({ delay: 150 }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SAVE }));
    await waitFor(() => expect(Number(canvas.getByRole('progressbar').getAttribute('value'))).toBeGreaterThan(0), { timeout: 3000 });
    await userEvent.click(canvas.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^Saving stopped: \d/));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
    await expect(canvas.queryByRole('button', { name: 'Cancel' })).not.toBeInTheDocument();
    await waitFor(() => expect(canvas.getByRole('button', { name: SAVE })).toHaveFocus());
  },
};

export const ShouldSayWhenTheDeviceIsFull: Story = {
  name: 'when the device runs out of space, should stop and say so as an alert',
  tags: ['!autodocs'],
  args: { store: fakeStore({ failAt: { index: 5, error: 'quota' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SAVE }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('This device has no room left for the site.'));
    await expect(canvas.queryByRole('progressbar')).not.toBeInTheDocument();
  },
};

export const ShouldSayWhenTheConnectionDrops: Story = {
  name: 'when the connection drops, should stop and say to try again online',
  tags: ['!autodocs'],
  args: { store: fakeStore({ failAt: { index: 3, error: 'network' } }) },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: SAVE }));
    await waitFor(() => expect(canvas.getByRole('alert')).toHaveTextContent('The download stopped because the connection was lost.'));
  },
};

export const ShouldCountSharedCodeOnceForAllLanguages: Story = {
  name: 'when all languages are ticked, should state the size of every language with shared code counted once',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('button', { name: 'Save the whole site for offline use — 0.9\u00a0MB' });
    await userEvent.click(canvas.getByRole('checkbox', { name: 'All languages (English, French and Kinyarwanda)' }));
    // 3 × 40 pages of 6 KB + 20 shared files of 33 KB = 1.38 MB.
    await expect(await canvas.findByRole('button', { name: 'Save the whole site for offline use — 1.4\u00a0MB' })).toBeVisible();
  },
};

// Tab past the "All languages" box to the save button, hear its size, and press Enter: saving
// starts (a slow store, so it is still saving when the journey ends) and is announced once; focus
// moves to Cancel, and reading on finds the progress bar (named by the section, not "Saving the
// site" a second time).
const saysSaving = speaks(spoken, 'start saving the site', async (reader) => {
  await tab();
  await tab();
  await press('{Enter}');
  await pause();
  await reader.next();
  await reader.next();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, starting to save the site, should say the approved phrases (en)',
  tags: ['!autodocs'],
  // A store of its own, slow enough that saving is still under way at the end.
  args: { store: fakeStore({ delay: 5000 }) },
  play: async (context) => {
    // The journey starts on a ready section, as on a loaded page: the download's size known.
    const canvas = within(context.canvasElement);
    await waitFor(() => expect(canvas.getAllByRole('button')[0]).not.toHaveAttribute('aria-disabled'));
    await saysSaving(context);
  },
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, starting to save the site, should say the approved phrases (fr)',
  tags: ['!autodocs'],
  args: { store: fakeStore({ delay: 5000 }) },
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, starting to save the site, should say the approved phrases (rw)',
  tags: ['!autodocs'],
  args: { store: fakeStore({ delay: 5000 }) },
};
