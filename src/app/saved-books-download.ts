// What saving a book costs in code, loaded with the first save (src/app/saved-books.ts hands it on):
// the download into the shelf's cache, one per book.
import { savedBookHeaders, type SavedBook } from '@/lib/saved-books';
import { CACHE_NAMES, SAVE_REQUEST_HEADER } from '@/lib/service-worker';
import type { SaveBookOptions } from './saved-books';

const absolute = (url: string) => new URL(url, window.location.origin).href;

/** Downloads a book into the shelf's cache, reporting the bytes received. */
async function download(book: SavedBook, signal: AbortSignal, onProgress: (received: number) => void): Promise<void> {
  // Asked when the learner saves, so the browser keeps the site's files when the device runs
  // short of space rather than evicting them (Chromium decides by itself; Firefox asks). Not
  // waited for: the download does not wait on a permission prompt.
  void navigator.storage?.persist?.().catch(() => false);
  // The header tells the worker to keep no second copy in the opened PDFs' cache, and `no-store`
  // the browser's HTTP cache (src/sw/sw.ts). A PDF opened before comes from the worker's copy,
  // with no download at all.
  const response = await fetch(book.url, { signal, cache: 'no-store', credentials: 'same-origin', headers: { [SAVE_REQUEST_HEADER]: '1' } });
  const type = response.headers.get('Content-Type') ?? '';
  // Offline, the worker answers a file it does not have with the offline page: not a book.
  if (!response.ok || !response.body || type.includes('text/html')) throw new TypeError(`${book.url}: ${response.status} ${type}`);
  let received = 0;
  const counted = response.body.pipeThrough(
    new TransformStream<Uint8Array, Uint8Array>({
      transform(chunk, controller) {
        received += chunk.byteLength;
        onProgress(received);
        controller.enqueue(chunk);
      },
    }),
  );
  // The body is kept as it arrived, decoded: no Content-Encoding or Content-Length of the network's.
  const headers = new Headers([['Content-Type', type || 'application/pdf'], ...savedBookHeaders(book)]);
  const cache = await caches.open(CACHE_NAMES.books);
  // Streams into the cache as it downloads (a 50 MB book is never held in memory whole); a cut
  // connection, a cancel or a full disk rejects here, and the cache keeps nothing of it.
  await cache.put(absolute(book.url), new Response(counted, { status: 200, headers }));
  // A copy left by opening the PDF before is not needed any more: the saved one answers first.
  if (await caches.has(CACHE_NAMES.pdfs)) await (await caches.open(CACHE_NAMES.pdfs)).delete(absolute(book.url), { ignoreSearch: true });
}

/** A download under way: its card may leave (another page of the library) and come back to it. */
interface Download {
  done: Promise<void>;
  listeners: Set<(received: number) => void>;
  abort: AbortController;
}
const downloads = new Map<string, Download>();

/**
 * Saves a book (BookShelf.save): one download per book, so a card that comes back (the learner paged
 * on and returned) and is pressed again follows the download under way instead of starting another;
 * a Cancel from either stops it.
 */
export async function save(book: SavedBook, { signal, onProgress }: SaveBookOptions): Promise<void> {
  // A Cancel pressed before this code arrived (while the card checked the room, or this chunk was on
  // its way) found no listener: it stops the book's download under way, and starts none.
  if (signal.aborted) {
    downloads.get(book.url)?.abort.abort();
    signal.throwIfAborted();
  }
  let current = downloads.get(book.url);
  if (!current) {
    const abort = new AbortController();
    const listeners = new Set<(received: number) => void>();
    const done = download(book, abort.signal, (received) => listeners.forEach((listener) => listener(received))).finally(() => downloads.delete(book.url));
    current = { done, listeners, abort };
    downloads.set(book.url, current);
  }
  const { done, listeners, abort } = current;
  listeners.add(onProgress);
  const cancel = () => abort.abort();
  signal.addEventListener('abort', cancel, { once: true });
  try {
    await done;
  } finally {
    listeners.delete(onProgress);
    signal.removeEventListener('abort', cancel);
  }
}
