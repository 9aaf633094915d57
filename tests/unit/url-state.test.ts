import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { MAX_QUERY_LENGTH, parseEnum, parsePage, parsePositiveInt, parseQuery, readLibraryState, writeLibraryState } from '../../src/lib/url-state';

describe('parsePage', () => {
  it('reads a shared page number', () => {
    expect(parsePage('2')).toBe(2);
    expect(parsePage('999')).toBe(999);
  });

  it('falls back to page 1 for malformed values', () => {
    for (const raw of ['-1', 'abc', '0', '', ' 2', '2.5', '1e3', '0x10', '２', 'Infinity', '99999999999', null, undefined]) {
      expect(parsePage(raw)).toBe(1);
    }
  });

  it('never throws and always gives a whole number ≥ 1 (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (raw) => {
        const page = parsePage(raw);
        expect(Number.isInteger(page)).toBe(true);
        expect(page).toBeGreaterThanOrEqual(1);
      }),
    );
    // Generating arbitrary Unicode is slow the first time on a busy machine.
  }, 30_000);

  it('reads back any page it wrote (property)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 1_000_000 }), (page) => {
        expect(parsePage(String(page))).toBe(page);
      }),
    );
  });
});

describe('parsePositiveInt', () => {
  it('uses the caller’s fallback', () => {
    expect(parsePositiveInt('x', 7)).toBe(7);
    expect(parsePositiveInt('3', 7)).toBe(3);
  });
});

describe('parseQuery', () => {
  it('keeps the text as typed, spaces and accents included', () => {
    expect(parseQuery('physique ')).toBe('physique ');
    expect(parseQuery('Économie')).toBe('Économie');
  });

  it('drops control characters and overlong text', () => {
    expect(parseQuery('a\u0000b\nc')).toBe('abc');
    expect(parseQuery('x'.repeat(500))).toHaveLength(MAX_QUERY_LENGTH);
    expect(parseQuery(null)).toBe('');
  });
});

describe('parseEnum', () => {
  it('accepts only listed values', () => {
    expect(parseEnum('reb', ['reb', 'tvet'] as const)).toBe('reb');
    expect(parseEnum('REB', ['reb', 'tvet'] as const)).toBeUndefined();
    expect(parseEnum(null, ['reb'] as const)).toBeUndefined();
  });
});

describe('readLibraryState / writeLibraryState', () => {
  it('reads ?q=physics&page=2', () => {
    expect(readLibraryState(new URLSearchParams('q=physics&page=2'))).toEqual({ q: 'physics', page: 2 });
    expect(readLibraryState(new URLSearchParams('page=abc'))).toEqual({ q: '', page: 1 });
    expect(readLibraryState(new URLSearchParams(''))).toEqual({ q: '', page: 1 });
  });

  it('leaves defaults out of the URL and keeps other parameters', () => {
    const params = new URLSearchParams('lng=fr&q=old&page=3');
    expect(writeLibraryState(params, { q: '', page: 1 }).toString()).toBe('lng=fr');
    expect(writeLibraryState(params, { q: 'chimie' }).toString()).toBe('lng=fr&q=chimie&page=3');
    expect(writeLibraryState(params, { page: 2 }).toString()).toBe('lng=fr&q=old&page=2');
    expect(writeLibraryState(params, { q: '   ' }).get('q')).toBeNull();
    expect(writeLibraryState(params, { page: -4 }).get('page')).toBeNull();
    // The original is not modified.
    expect(params.toString()).toBe('lng=fr&q=old&page=3');
  });

  it('round-trips any state (property)', () => {
    fc.assert(
      fc.property(
        fc.string({ maxLength: MAX_QUERY_LENGTH }).filter((q) => q.trim() !== '' && parseQuery(q) === q),
        fc.integer({ min: 1, max: 10_000 }),
        (q, page) => {
          const url = writeLibraryState(new URLSearchParams(), { q, page }).toString();
          expect(readLibraryState(new URLSearchParams(url))).toEqual({ q, page });
        },
      ),
    );
  });
});
