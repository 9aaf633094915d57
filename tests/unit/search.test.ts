import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { clampPage, matches, normalizeText, pageCountFor, paginate, searchItems } from '../../src/lib/search';

describe('normalizeText', () => {
  it('lets a learner type without accents or capitals', () => {
    expect(normalizeText('Économie')).toBe('economie');
    expect(normalizeText('FRANÇAIS')).toBe('francais');
    expect(normalizeText('Géographie et Histoire')).toBe('geographie et histoire');
    expect(normalizeText('Cœur')).toBe('coeur');
    expect(normalizeText('İstanbul')).toBe('istanbul');
  });

  it('treats curly and straight apostrophes, and dashes, alike', () => {
    expect(normalizeText('n’abanyeshuri')).toBe("n'abanyeshuri");
    expect(normalizeText('Student’s Book')).toBe(normalizeText("Student's Book"));
    expect(normalizeText('S1–S3')).toBe('s1-s3');
  });

  it('collapses and trims white space', () => {
    expect(normalizeText('  senior \t\n 1  ')).toBe('senior 1');
  });

  it('never throws on odd input', () => {
    expect(normalizeText(undefined)).toBe('');
    expect(normalizeText(null)).toBe('');
    expect(normalizeText(42)).toBe('');
    expect(normalizeText('')).toBe('');
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        expect(typeof normalizeText(s)).toBe('string');
      }),
    );
    // The first non-ASCII input loads Unicode tables: slow once on a busy machine.
  }, 30_000);

  it('is idempotent', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 40 }), (s) => {
        expect(normalizeText(normalizeText(s))).toBe(normalizeText(s));
      }),
    );
  });
});

describe('matches', () => {
  const fields = ['Physics for Rwanda Schools, Senior 2', 'Rwanda Basic Education Board', 'Physics'];

  it('finds a substring in any field, in any case', () => {
    expect(matches('physics', fields)).toBe(true);
    expect(matches('PHYS', fields)).toBe(true);
    expect(matches('education board', fields)).toBe(true);
    expect(matches('chemistry', fields)).toBe(false);
  });

  it('ignores accents on either side', () => {
    expect(matches('economie', ['Économie'])).toBe(true);
    expect(matches('économie', ['Economie'])).toBe(true);
    expect(matches('francais', ['Français, Senior 1'])).toBe(true);
  });

  it('matches everything for an empty or blank query', () => {
    expect(matches('', fields)).toBe(true);
    expect(matches('   ', fields)).toBe(true);
    expect(matches('', [])).toBe(true);
  });

  it('copes with missing fields and regex characters in the query', () => {
    expect(matches('a', [undefined, null, 'a'])).toBe(true);
    expect(matches('(.*', ['no regex here'])).toBe(false);
    expect(matches('c++', ['Learn C++ basics'])).toBe(true);
  });

  it('finds every word of the query, in any order and any field, as a learner types it', () => {
    expect(matches('senior 2 rwanda', fields)).toBe(true);
    expect(matches('rwanda senior', fields)).toBe(true);
    // Every word must be found: one missing word is no match.
    expect(matches('senior 2 kigali', fields)).toBe(false);
    // A word is not made of the end of one field and the start of the next.
    expect(matches('2rwanda', fields)).toBe(false);
  });
});

describe('searchItems', () => {
  const books = [
    { title: 'Mathematics, Senior 1', subject: 'Mathematics' },
    { title: 'Physique, Senior 2', subject: 'Physics' },
    { title: 'Chemistry, Senior 3', subject: 'Chemistry' },
    { title: 'Kiswahili, Kidato cha 1', subject: 'Kiswahili' },
  ];
  const fields = (b: (typeof books)[number]) => [b.title, b.subject];

  it('keeps the original order and only matching items', () => {
    expect(searchItems(books, 'senior', fields).map((b) => b.subject)).toEqual(['Mathematics', 'Physics', 'Chemistry']);
    expect(searchItems(books, 'PHYSIQUE', fields)).toEqual([books[1]]);
    expect(searchItems(books, 'nothing like this', fields)).toEqual([]);
  });

  it('returns a copy of everything for an empty query', () => {
    const all = searchItems(books, '', fields);
    expect(all).toEqual(books);
    expect(all).not.toBe(books);
  });

  const item = fc.record({ title: fc.string(), author: fc.string() });
  const query = fc.oneof(fc.string({ maxLength: 3 }), fc.constantFrom('a', 'é', 'E', ' ', 'ab'));

  it('every result matches the query (property)', () => {
    fc.assert(
      fc.property(fc.array(item), query, (items, q) => {
        for (const found of searchItems(items, q, (i) => [i.title, i.author])) {
          expect(matches(q, [found.title, found.author])).toBe(true);
        }
      }),
    );
  });

  it('no matching item is lost (property)', () => {
    fc.assert(
      fc.property(fc.array(item), query, (items, q) => {
        const found = searchItems(items, q, (i) => [i.title, i.author]);
        const expected = items.filter((i) => matches(q, [i.title, i.author]));
        expect(found).toEqual(expected);
      }),
    );
  });

  it('a query taken from an item always finds that item (property)', () => {
    fc.assert(
      fc.property(fc.array(item, { minLength: 1 }), fc.nat(), fc.nat(), fc.nat(), (items, pick, a, b) => {
        const target = items[pick % items.length]!;
        const start = a % (target.title.length + 1);
        const end = start + (b % (target.title.length - start + 1));
        const q = target.title.slice(start, end).toUpperCase();
        // Upper-casing can change a string's length (ß → SS): only check when it is the same text folded.
        fc.pre(normalizeText(q) === '' || normalizeText(target.title).includes(normalizeText(q)));
        expect(searchItems(items, q, (i) => [i.title, i.author])).toContain(target);
      }),
    );
  });
});

describe('pageCountFor and clampPage', () => {
  it('counts pages, with at least one', () => {
    expect(pageCountFor(0, 6)).toBe(1);
    expect(pageCountFor(6, 6)).toBe(1);
    expect(pageCountFor(7, 6)).toBe(2);
    expect(pageCountFor(35, 6)).toBe(6);
    expect(pageCountFor(17, 6)).toBe(3);
    expect(pageCountFor(10, 0)).toBe(10);
    expect(pageCountFor(Number.NaN, 6)).toBe(1);
  });

  it('brings any page into range', () => {
    expect(clampPage(-1, 6)).toBe(1);
    expect(clampPage(0, 6)).toBe(1);
    expect(clampPage(999, 6)).toBe(6);
    expect(clampPage(2.7, 6)).toBe(2);
    expect(clampPage(Number.NaN, 6)).toBe(1);
    expect(clampPage(Infinity, 6)).toBe(6);
    expect(clampPage(-Infinity, 6)).toBe(1);
    expect(clampPage(3, 0)).toBe(1);
  });
});

describe('paginate', () => {
  const items = Array.from({ length: 35 }, (_, i) => i + 1);

  it('shows 6 per page with the figures for "Showing X to Y of Z"', () => {
    expect(paginate(items, 1, 6)).toEqual({ items: [1, 2, 3, 4, 5, 6], page: 1, pageCount: 6, from: 1, to: 6, total: 35 });
    expect(paginate(items, 6, 6)).toEqual({ items: [31, 32, 33, 34, 35], page: 6, pageCount: 6, from: 31, to: 35, total: 35 });
  });

  it('falls back to a valid page for out-of-range requests', () => {
    expect(paginate(items, 999, 6).page).toBe(6);
    expect(paginate(items, -1, 6).page).toBe(1);
    expect(paginate(items, Number.NaN, 6).page).toBe(1);
  });

  it('gives an empty first page when nothing was found', () => {
    expect(paginate([], 3, 6)).toEqual({ items: [], page: 1, pageCount: 1, from: 0, to: 0, total: 0 });
  });

  it('pages partition the results: each item once, in order (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.integer()), fc.integer({ min: 1, max: 20 }), (list, size) => {
        const { pageCount } = paginate(list, 1, size);
        const joined: number[] = [];
        for (let p = 1; p <= pageCount; p++) {
          const slice = paginate(list, p, size);
          expect(slice.page).toBe(p);
          expect(slice.items.length).toBeLessThanOrEqual(size);
          if (p < pageCount) expect(slice.items.length).toBe(size);
          if (list.length > 0) expect(slice.items.length).toBeGreaterThan(0);
          if (slice.items.length === 0) expect([slice.from, slice.to]).toEqual([0, 0]);
          else expect(slice.to - slice.from + 1).toBe(slice.items.length);
          joined.push(...slice.items);
        }
        expect(joined).toEqual(list);
      }),
    );
  });

  it('any requested page lands within range (property)', () => {
    fc.assert(
      fc.property(fc.array(fc.nat(), { maxLength: 50 }), fc.double(), fc.integer({ min: 1, max: 10 }), (list, page, size) => {
        const slice = paginate(list, page, size);
        expect(slice.page).toBeGreaterThanOrEqual(1);
        expect(slice.page).toBeLessThanOrEqual(slice.pageCount);
      }),
    );
  });
});
