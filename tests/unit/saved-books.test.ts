import { describe, expect, it } from 'vitest';
import { fitsInRoom, roomLeft, saveFailure, savedBookFrom, savedBookHeaders } from '../../src/lib/saved-books';
import { formatBytes } from '../../src/lib/format';

/** The headers of a saved response, as the Cache API gives them back. */
const headersOf = (pairs: [string, string][]) => new Headers(pairs);

describe('a saved book keeps what the saved page shows of it', () => {
  it('reads back the title, its language and the size it was saved with', () => {
    const headers = headersOf(savedBookHeaders({ title: 'Mathematics S1 Student Book', titleLang: 'en', bytes: 12_400_000 }));
    expect(savedBookFrom('/books/s1-mathematics.pdf', headers, 'en')).toEqual({
      url: '/books/s1-mathematics.pdf',
      title: 'Mathematics S1 Student Book',
      titleLang: 'en',
      bytes: 12_400_000,
    });
  });

  it('keeps a title in any script and punctuation, though a header holds Latin-1 only', () => {
    const title = 'Imibare S1 — “Igitabo cy’umunyeshuri” & 100 % ✓';
    const pairs = savedBookHeaders({ title, titleLang: 'rw', bytes: 5 });
    // Every value can be set on a Headers object (a non-Latin-1 value throws there).
    expect(() => headersOf(pairs)).not.toThrow();
    for (const [, value] of pairs) expect(value).toMatch(/^[\x20-\x7e]*$/);
    expect(savedBookFrom('/books/x.pdf', headersOf(pairs), 'en')).toMatchObject({ title, titleLang: 'rw' });
  });

  it('lists a file saved without them under its file name and its Content-Length, in the fallback language', () => {
    const headers = headersOf([['Content-Length', '2048']]);
    expect(savedBookFrom('/papers/s3-physics%202023.pdf?v=2', headers, 'fr')).toEqual({
      url: '/papers/s3-physics%202023.pdf?v=2',
      title: 's3-physics 2023.pdf',
      titleLang: 'fr',
      bytes: 2048,
    });
  });

  it('falls back rather than throwing on a malformed title, an unknown language or a size that is not one', () => {
    const book = savedBookFrom(
      '/books/a.pdf',
      headersOf([
        ['X-Ubumenyi-Title', '%E0%A4%A'],
        ['X-Ubumenyi-Title-Lang', 'xx'],
        ['X-Ubumenyi-Bytes', 'lots'],
      ]),
      'en',
    );
    expect(book).toEqual({ url: '/books/a.pdf', title: 'a.pdf', titleLang: 'en', bytes: 0 });
  });

  it('never records a negative or fractional size', () => {
    expect(Object.fromEntries(savedBookHeaders({ title: 't', titleLang: 'en', bytes: -3 }))['X-Ubumenyi-Bytes']).toBe('0');
    expect(Object.fromEntries(savedBookHeaders({ title: 't', titleLang: 'en', bytes: 10.6 }))['X-Ubumenyi-Bytes']).toBe('11');
  });
});

describe('the room left on this device', () => {
  it('is the quota less what the site already uses', () => {
    expect(roomLeft({ quota: 2_000_000_000, usage: 150_000_000 })).toBe(1_850_000_000);
  });

  it('counts nothing used when the browser gives no usage, and never goes below zero', () => {
    expect(roomLeft({ quota: 1000 })).toBe(1000);
    expect(roomLeft({ quota: 1000, usage: 1500 })).toBe(0);
  });

  it('is unknown where the browser does not say', () => {
    expect(roomLeft(undefined)).toBeUndefined();
    expect(roomLeft({ usage: 10 })).toBeUndefined();
    expect(roomLeft({ quota: Number.NaN })).toBeUndefined();
  });

  it('is written the way each language writes numbers (Kinyarwanda by our own code)', () => {
    const room = roomLeft({ quota: 3_400_000_000, usage: 200_000_000 })!;
    expect(formatBytes(room, 'en')).toBe('3.2 GB');
    expect(formatBytes(room, 'fr')).toBe('3,2 Go');
    expect(formatBytes(room, 'rw')).toBe('3,2 GB');
  });
});

describe('whether a book fits before it is downloaded', () => {
  it('fits when its size is at most the room left', () => {
    expect(fitsInRoom(12_000_000, 12_000_000)).toBe(true);
    expect(fitsInRoom(12_000_000, 500_000_000)).toBe(true);
  });

  it('does not fit when it is bigger than the room left', () => {
    expect(fitsInRoom(12_000_001, 12_000_000)).toBe(false);
    expect(fitsInRoom(1, 0)).toBe(false);
  });

  it('is tried when the browser does not say how much room is left', () => {
    expect(fitsInRoom(12_000_000, undefined)).toBe(true);
  });
});

describe('why a save did not finish', () => {
  it('was cancelled when the download was aborted', () => {
    expect(saveFailure(new DOMException('The user aborted a request.', 'AbortError'), true)).toBe('cancelled');
  });

  it('ran out of room on a quota error, in every browser’s name for it', () => {
    expect(saveFailure(new DOMException('Quota exceeded', 'QuotaExceededError'), true)).toBe('quota');
    expect(saveFailure({ name: 'NS_ERROR_DOM_QUOTA_REACHED' }, true)).toBe('quota');
  });

  it('is a lost connection when the browser knows it is offline, else a download that failed', () => {
    expect(saveFailure(new TypeError('Failed to fetch'), false)).toBe('offline');
    expect(saveFailure(new TypeError('Failed to fetch'), true)).toBe('network');
    expect(saveFailure('something else', true)).toBe('network');
    expect(saveFailure(undefined, false)).toBe('offline');
  });
});
