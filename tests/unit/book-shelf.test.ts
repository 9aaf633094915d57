import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { browserBookShelf } from '../../src/app/saved-books';
import { CACHE_NAMES } from '../../src/lib/service-worker';

// The browser's shelf with the browser's parts faked: a fetch whose body the test sends piece by
// piece (and which honours its signal, as a browser's does), and Cache Storage as maps.
const origin = 'https://ubumenyi.test';
const book = { url: '/books/s1-mathematics.pdf', title: 'Mathematics S1', titleLang: 'en' as const, bytes: 6 };

interface Download {
  url: string;
  send(bytes: number): void;
  end(): void;
}

let downloads: Download[];
let stores: Map<string, Map<string, Response>>;

function fakeFetch(url: string, init: RequestInit): Promise<Response> {
  const signal = init.signal!;
  if (signal.aborted) return Promise.reject(signal.reason);
  let body!: ReadableStreamDefaultController<Uint8Array>;
  const stream = new ReadableStream<Uint8Array>({ start: (controller) => void (body = controller) });
  signal.addEventListener('abort', () => body.error(signal.reason), { once: true });
  downloads.push({ url, send: (bytes) => body.enqueue(new Uint8Array(bytes)), end: () => body.close() });
  return Promise.resolve(new Response(stream, { headers: { 'Content-Type': 'application/pdf' } }));
}

const fakeCaches = {
  has: async (name: string) => stores.has(name),
  open: async (name: string) => {
    const store = stores.get(name) ?? new Map<string, Response>();
    stores.set(name, store);
    return {
      // Reads the whole body, as the Cache API does before it keeps anything.
      put: async (url: string, response: Response) => void store.set(url, new Response(await response.arrayBuffer(), response)),
      delete: async (url: string) => store.delete(url),
      keys: async () => [...store.keys()].map((url) => new Request(url)),
      match: async (request: Request) => store.get(request.url),
    };
  },
};

const saved = () => [...(stores.get(CACHE_NAMES.books)?.keys() ?? [])];
/** Lets the fetch and the streams move on. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 20));
/** Waits for the saving code to arrive (an import: slow the first time) and the downloads to start. */
const started = (count: number) => vi.waitFor(() => expect(downloads).toHaveLength(count));
const press = (onProgress: (received: number) => void = () => {}) => {
  const abort = new AbortController();
  const done = browserBookShelf.save(book, { signal: abort.signal, onProgress });
  // Seen by the test, and never an unhandled rejection while it waits.
  done.catch(() => {});
  return { abort, done };
};

beforeEach(() => {
  downloads = [];
  stores = new Map();
  vi.stubGlobal('window', { location: { origin } });
  vi.stubGlobal('fetch', vi.fn(fakeFetch));
  vi.stubGlobal('caches', fakeCaches);
});
afterEach(() => vi.unstubAllGlobals());

describe('saving a book on this device: one download per book', () => {
  it('keeps the book whole once its download ends, counting the bytes as they arrive', async () => {
    const received: number[] = [];
    const { done } = press((bytes) => received.push(bytes));
    await started(1);
    expect(downloads.map((download) => download.url)).toEqual([book.url]);
    downloads[0]!.send(4);
    downloads[0]!.send(2);
    downloads[0]!.end();
    await done;
    expect(received).toEqual([4, 6]);
    expect(saved()).toEqual([`${origin}${book.url}`]);
  });

  it('a second press while the saving code is still on its way follows the same download', async () => {
    const first: number[] = [];
    const second: number[] = [];
    const one = press((bytes) => first.push(bytes));
    const two = press((bytes) => second.push(bytes));
    await started(1);
    await settle();
    expect(downloads).toHaveLength(1);
    downloads[0]!.send(6);
    downloads[0]!.end();
    await Promise.all([one.done, two.done]);
    expect(first).toEqual([6]);
    expect(second).toEqual([6]);
  });

  it('a Cancel from either card stops the one download, and nothing is kept', async () => {
    for (const which of [0, 1]) {
      downloads = [];
      stores = new Map();
      const cards = [press(), press()];
      await started(1);
      downloads[0]!.send(3);
      cards[which]!.abort.abort();
      for (const card of cards) await expect(card.done).rejects.toMatchObject({ name: 'AbortError' });
      expect(saved()).toEqual([]);
    }
  });

  it('a Cancel pressed before the saving code arrived starts no download, and stops the one another card started', async () => {
    const alone = press();
    alone.abort.abort();
    await expect(alone.done).rejects.toMatchObject({ name: 'AbortError' });
    await settle();
    expect(downloads).toEqual([]);

    const left = press();
    await started(1);
    const back = press();
    back.abort.abort();
    await expect(back.done).rejects.toMatchObject({ name: 'AbortError' });
    await expect(left.done).rejects.toMatchObject({ name: 'AbortError' });
    expect(downloads).toHaveLength(1);
    expect(saved()).toEqual([]);
  });
});
