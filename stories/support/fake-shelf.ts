import type { BookShelf } from '../../src/app/saved-books';
import type { SavedBook } from '../../src/lib/saved-books';

/** How a fake shelf behaves: what is saved already, how much room is left, and how a save goes. */
export interface FakeShelfOptions {
  /** Books saved when the story starts. */
  saved?: SavedBook[];
  /** Bytes of room left; null when the "browser" does not say. @default 1 GB */
  room?: number | null;
  /** Whether the "browser" can keep files. @default true */
  supported?: boolean;
  /** Milliseconds a save takes, in ten steps of progress. @default 0 */
  duration?: number;
  /** The save fails half way through: the device fills up, or the connection drops. */
  failWith?: 'quota' | 'network';
  /** Called with each book a save is asked for, before anything is "downloaded". */
  onSave?: (book: SavedBook) => void;
}

const wait = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    signal.throwIfAborted();
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(new DOMException('The user aborted a request.', 'AbortError'));
    });
  });

/**
 * An in-memory shelf (Cache Storage and navigator.storage stand-ins), so the stories show every
 * state of saving a book without a build or a service worker. The room shrinks as books are saved
 * and grows as they are removed.
 */
export function fakeShelf({ saved = [], room = 1_000_000_000, supported = true, duration = 0, failWith, onSave }: FakeShelfOptions = {}): BookShelf {
  const books = new Map(saved.map((book) => [book.url, book]));
  const known = room !== null;
  let left = room ?? 0;
  return {
    supported: () => supported,
    list: async () => [...books.values()],
    room: async () => (known ? left : undefined),
    async save(book, { signal, onProgress }) {
      onSave?.(book);
      for (let step = 1; step <= 10; step += 1) {
        await wait(duration / 10, signal);
        if (failWith && step === 5) throw failWith === 'quota' ? new DOMException('Quota exceeded', 'QuotaExceededError') : new TypeError('Failed to fetch');
        onProgress(Math.round((book.bytes * step) / 10));
      }
      books.set(book.url, book);
      if (known) left = Math.max(0, left - book.bytes);
    },
    async remove(url) {
      const book = books.get(url);
      books.delete(url);
      if (book && known) left += book.bytes;
    },
  };
}
