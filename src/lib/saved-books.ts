import { isTextLang, type TextLang } from './langs';

/**
 * Books and papers a learner saved for offline use, one at a time ("Save for offline use · 12 MB" on
 * a card): the rules, without the browser. src/app/saved-books.ts keeps them in Cache Storage, in
 * the cache the service worker answers PDFs from first (CACHE_NAMES.books in service-worker.ts,
 * which the worker imports too, with the header of a save's own download).
 */

/** A book or paper saved on this device, as the saved page lists it. */
export interface SavedBook {
  /** Site path of the file ("/books/s1-mathematics-student-book.pdf"). */
  url: string;
  /** Its title as the card showed it when it was saved. */
  title: string;
  /** The title's language (a book's title as published; a paper's in the page's language). */
  titleLang: TextLang;
  /** Bytes it takes on this device. */
  bytes: number;
}

// What the saved page shows of a book is kept with the file, as headers of the saved response:
// the cache is the one list, and nothing can say a book is saved when its file is not.
const TITLE = 'X-Ubumenyi-Title';
const TITLE_LANG = 'X-Ubumenyi-Title-Lang';
const BYTES = 'X-Ubumenyi-Bytes';

/** The headers that carry a saved book's title, its language and its size (a header holds Latin-1 only: the title is URI-encoded). */
export function savedBookHeaders(book: Omit<SavedBook, 'url'>): [string, string][] {
  return [
    [TITLE, encodeURIComponent(book.title)],
    [TITLE_LANG, book.titleLang],
    [BYTES, String(Math.max(0, Math.round(book.bytes)))],
  ];
}

/**
 * A saved book read back from its cached response's headers. A response saved without them (by an
 * older version, or by hand) still lists: named after its file, sized by its Content-Length.
 */
export function savedBookFrom(url: string, headers: { get(name: string): string | null }, fallbackLang: TextLang): SavedBook {
  const fileName = decodeURIComponent(url.split(/[?#]/)[0]!.split('/').pop() ?? url);
  let title = fileName;
  const encoded = headers.get(TITLE);
  if (encoded) {
    try {
      title = decodeURIComponent(encoded) || fileName;
    } catch {
      // A malformed header: the file's name will do.
    }
  }
  const lang = headers.get(TITLE_LANG);
  const bytes = Number(headers.get(BYTES) ?? headers.get('Content-Length'));
  return {
    url,
    title,
    titleLang: encoded && isTextLang(lang) ? lang : fallbackLang,
    bytes: Number.isFinite(bytes) && bytes >= 0 ? bytes : 0,
  };
}

/** What `navigator.storage.estimate()` gives (either figure may be missing). */
export interface StorageFigures {
  quota?: number;
  usage?: number;
}

/**
 * The bytes this site may still keep on this device: the browser's quota for it less what it
 * uses, or undefined when the browser does not say (no StorageManager, or no quota given).
 */
export function roomLeft(figures: StorageFigures | undefined): number | undefined {
  if (!figures || typeof figures.quota !== 'number' || !Number.isFinite(figures.quota)) return undefined;
  const usage = typeof figures.usage === 'number' && Number.isFinite(figures.usage) ? figures.usage : 0;
  return Math.max(0, figures.quota - usage);
}

/** Whether a file of `bytes` fits in the room left. When the browser does not say, it is tried (a full disk then fails with a clear message). */
export function fitsInRoom(bytes: number, room: number | undefined): boolean {
  return room === undefined || bytes <= room;
}

/** Why a save did not finish, as the learner is told. */
export type SaveFailure = 'cancelled' | 'quota' | 'offline' | 'network';

/**
 * What a failed save means: the learner cancelled it (an AbortError), the device ran out of room
 * while saving (a QuotaExceededError: Chromium's, Firefox's and Safari's), or the file could not be
 * fetched — `offline` when the browser knows it has no connection, else `network`.
 */
export function saveFailure(error: unknown, online: boolean): SaveFailure {
  const name = error instanceof Error || (typeof error === 'object' && error !== null && 'name' in error) ? String((error as { name: unknown }).name) : '';
  if (name === 'AbortError') return 'cancelled';
  // Firefox before 120 called a full quota NS_ERROR_DOM_QUOTA_REACHED.
  if (name === 'QuotaExceededError' || name === 'NS_ERROR_DOM_QUOTA_REACHED') return 'quota';
  return online ? 'network' : 'offline';
}
