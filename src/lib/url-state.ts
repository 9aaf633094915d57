/**
 * Typed, forgiving readers and writers for query-string state (`?q=physics&page=2`), so a link
 * shared on WhatsApp reopens the same results. Readers never throw: a malformed value is ignored
 * and the default is used instead.
 */

/** Longest search text kept from a URL; anything longer is cut (nobody types 200 characters into a search box). */
export const MAX_QUERY_LENGTH = 200;

/** Largest page number read from a URL; callers clamp it to the real page count. */
const MAX_PAGE = 1_000_000;

/**
 * A whole number ≥ 1 written in plain digits ("2"), or `fallback`. Rejects "-1", "abc", "2.5",
 * "1e3", " 2", "0" and empty values.
 */
export function parsePositiveInt(raw: string | null | undefined, fallback: number): number {
  if (typeof raw !== 'string' || !/^\d{1,7}$/.test(raw)) return fallback;
  const value = Number(raw);
  return value >= 1 && value <= MAX_PAGE ? value : fallback;
}

/** A page number from the URL: 1 unless a valid positive whole number is given. Clamp it to the page count when shown. */
export function parsePage(raw: string | null | undefined): number {
  return parsePositiveInt(raw, 1);
}

/**
 * Search text from the URL, as typed (spaces kept, so the search box shows exactly what was shared),
 * without control characters and at most {@link MAX_QUERY_LENGTH} characters.
 */
export function parseQuery(raw: string | null | undefined): string {
  if (typeof raw !== 'string') return '';
  // eslint-disable-next-line no-control-regex -- control characters are what is being removed.
  return raw.replace(/[\u0000-\u001F\u007F]/g, '').slice(0, MAX_QUERY_LENGTH);
}

/** `raw` when it is one of `allowed`, else undefined: for filters such as `?board=reb`. */
export function parseEnum<T extends string>(raw: string | null | undefined, allowed: readonly T[]): T | undefined {
  return typeof raw === 'string' && (allowed as readonly string[]).includes(raw) ? (raw as T) : undefined;
}

/** What a searchable, paged list keeps in the URL. */
export interface LibraryState {
  /** Search text; '' for none. */
  q: string;
  /** Requested page, 1-based (not yet clamped to the number of pages). */
  page: number;
}

/** Reads `q` and `page` from a query string. */
export function readLibraryState(params: URLSearchParams): LibraryState {
  return { q: parseQuery(params.get('q')), page: parsePage(params.get('page')) };
}

/**
 * A copy of `params` with `q` and `page` set from `state`. Defaults are left out of the URL
 * (no `q=` when the search is empty, no `page=1`) so shared links stay short; other parameters
 * (such as `lng`) are kept.
 */
export function writeLibraryState(params: URLSearchParams, state: Partial<LibraryState>): URLSearchParams {
  const next = new URLSearchParams(params);
  if (state.q !== undefined) {
    const q = parseQuery(state.q);
    if (q.trim() === '') next.delete('q');
    else next.set('q', q);
  }
  if (state.page !== undefined) {
    const page = Number.isInteger(state.page) && state.page > 1 ? state.page : 1;
    if (page === 1) next.delete('page');
    else next.set('page', String(page));
  }
  return next;
}
