/**
 * Text search and pagination shared by every library on the site (books, roadmaps, blog,
 * past papers, simulations). Pure functions: no DOM, no i18n, safe on any input.
 */

/** Letters that Unicode does not decompose into a base letter plus accent. */
const FOLDS: Record<string, string> = {
  œ: 'oe',
  æ: 'ae',
  ß: 'ss',
  ø: 'o',
  đ: 'd',
  ł: 'l',
  ı: 'i',
};

/**
 * Folds text for comparison: lower case, accents removed (é → e, Ç → c, œ → oe), typographic
 * apostrophes and dashes made plain (’ → ', – → -), and runs of white space collapsed to one space.
 * Kinyarwanda's apostrophes ("n’abanyeshuri") thus match whatever key a phone keyboard types.
 * Never throws: `null`, `undefined` and non-strings become ''.
 */
export function normalizeText(value: unknown): string {
  if (typeof value !== 'string' || value === '') return '';
  return value
    .normalize('NFD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .replace(/[œæßøđłı]/g, (letter) => FOLDS[letter] ?? letter)
    .replace(/[\u2018\u2019\u201B\u02BC\u0060\u00B4]/g, "'")
    .replace(/[\u2010-\u2015\u2212]/g, '-')
    .replace(/\s+/g, ' ')
    .trim();
}

/**
 * True when every word of `query` occurs in one of `fields`, ignoring case, accents and spacing
 * (a substring match, so "phys" finds "Physics", and "senior 1 maths" finds "Mathematics for
 * Rwanda Schools, Senior 1": words in any order, each in any field). An empty or blank query
 * matches everything.
 */
export function matches(query: string, fields: ReadonlyArray<string | null | undefined>): boolean {
  return everyWordIn(wordsOf(query), fields);
}

/** The normalised words of a query (none for a blank one). */
function wordsOf(query: string): string[] {
  const needle = normalizeText(query);
  return needle === '' ? [] : needle.split(' ');
}

function everyWordIn(words: readonly string[], fields: ReadonlyArray<string | null | undefined>): boolean {
  if (words.length === 0) return true;
  const haystack = fields.map(normalizeText);
  return words.every((word) => haystack.some((field) => field.includes(word)));
}

/**
 * The items whose searchable fields contain every word of `query` (see {@link matches}), in their
 * original order. The query is normalised once, not once per item.
 */
export function searchItems<T>(items: readonly T[], query: string, fields: (item: T) => ReadonlyArray<string | null | undefined>): T[] {
  const words = wordsOf(query);
  if (words.length === 0) return [...items];
  return items.filter((item) => everyWordIn(words, fields(item)));
}

/** One page of results, with the figures a "Showing X to Y of Z" line needs. */
export interface PageSlice<T> {
  /** The items on this page. */
  items: T[];
  /** The page shown, 1-based, always within 1…pageCount. */
  page: number;
  /** Number of pages; 1 when there are no results (an empty first page). */
  pageCount: number;
  /** Position of the first item shown, 1-based; 0 when there are no results. */
  from: number;
  /** Position of the last item shown; 0 when there are no results. */
  to: number;
  /** Number of results on all pages. */
  total: number;
}

/** Number of pages needed for `total` items, at least 1. */
export function pageCountFor(total: number, pageSize: number): number {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  const count = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  return Math.max(1, Math.ceil(count / size));
}

/**
 * Brings any requested page into 1…pageCount: NaN, fractions, negatives and pages past the
 * end fall back to the nearest valid page rather than an empty screen.
 */
export function clampPage(page: number, pageCount: number): number {
  const last = Number.isFinite(pageCount) && pageCount >= 1 ? Math.floor(pageCount) : 1;
  if (!Number.isFinite(page)) return page === Infinity ? last : 1;
  return Math.min(Math.max(1, Math.floor(page)), last);
}

/** The slice of `items` on `page` (clamped, see {@link clampPage}) with `pageSize` items per page. */
export function paginate<T>(items: readonly T[], page: number, pageSize: number): PageSlice<T> {
  const size = Number.isFinite(pageSize) && pageSize >= 1 ? Math.floor(pageSize) : 1;
  const total = items.length;
  const pageCount = pageCountFor(total, size);
  const current = clampPage(page, pageCount);
  const start = (current - 1) * size;
  const slice = items.slice(start, start + size);
  return {
    items: slice,
    page: current,
    pageCount,
    from: slice.length > 0 ? start + 1 : 0,
    to: start + slice.length,
    total,
  };
}
