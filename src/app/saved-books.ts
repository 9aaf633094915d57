import { lateLoad } from '@/lib/late-load';
import { roomLeft, savedBookFrom, type SavedBook } from '@/lib/saved-books';
import { CACHE_NAMES } from '@/lib/service-worker';

/** What a save reports as it goes, and how it is stopped. */
export interface SaveBookOptions {
  /** Aborts the download; nothing is kept. */
  signal: AbortSignal;
  /** Bytes received so far, called as they arrive. */
  onProgress: (received: number) => void;
}

/**
 * Where "Save for offline use" keeps one book at a time. The app passes the browser's (below);
 * stories pass a fake, so every state (saving, saved, no room, a full disk, no support) shows
 * without a build or a service worker.
 */
export interface BookShelf {
  /** Whether this browser can keep a file for offline use: Cache Storage, and a service worker to answer from it. */
  supported(): boolean;
  /** The books saved on this device. */
  list(): Promise<SavedBook[]>;
  /** Bytes this site may still keep on this device, or undefined when the browser does not say. */
  room(): Promise<number | undefined>;
  /**
   * Downloads the book and keeps it in its own cache, with its title and size. Rejects with an
   * AbortError when cancelled, a QuotaExceededError when the device fills up, or a TypeError when
   * the file cannot be fetched; then nothing is kept.
   */
  save(book: SavedBook, options: SaveBookOptions): Promise<void>;
  /** Deletes a saved book. */
  remove(url: string): Promise<void>;
}

const absolute = (url: string) => new URL(url, window.location.origin).href;

async function readShelf(): Promise<SavedBook[]> {
  // `has` first: opening a cache makes it, and a learner who saved nothing should get no cache.
  if (typeof caches === 'undefined' || !(await caches.has(CACHE_NAMES.books))) return [];
  const cache = await caches.open(CACHE_NAMES.books);
  const books: SavedBook[] = [];
  for (const request of await cache.keys()) {
    const response = await cache.match(request);
    if (response) books.push(savedBookFrom(new URL(request.url).pathname, response.headers, 'en'));
  }
  return books.sort((a, b) => a.title.localeCompare(b.title));
}

// Every card of a library asks at once when it comes alive: one read of the cache answers them all.
let reading: Promise<SavedBook[]> | undefined;

/** Saving: loaded when a learner first saves a book (a library page carries none of it). */
const downloader = lateLoad(() => import('./saved-books-download'));

/**
 * The browser's shelf: Cache Storage's `ubumenyi-books`, which the service worker answers PDF
 * requests from first (src/sw/sw.ts), and `navigator.storage` for the room left.
 */
export const browserBookShelf: BookShelf = {
  supported: () => typeof caches !== 'undefined' && 'serviceWorker' in navigator,

  list: () => (reading ??= readShelf().finally(() => (reading = undefined))),

  async room() {
    const figures = await navigator.storage?.estimate?.().catch(() => undefined);
    return roomLeft(figures);
  },

  save: (book, options) => downloader.load().then(({ save }) => save(book, options)),

  async remove(url) {
    if (typeof caches === 'undefined' || !(await caches.has(CACHE_NAMES.books))) return;
    await (await caches.open(CACHE_NAMES.books)).delete(absolute(url), { ignoreSearch: true });
  },
};
