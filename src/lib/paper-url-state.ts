/**
 * The /papers filters in the query string, so a shared link reopens the same view:
 * `?board=reb&level=O%20Level&class=S3&subject=Physics&year=2023-2024&type=main&q=…`
 * (`from=rtb` holds the top board buttons when the board select is empty).
 * Parsing never throws: unknown, misplaced or malformed values are dropped.
 */
import type { PaperOptions } from '@/content/schema';
import { DEFAULT_LANG, type Lang } from './langs';
import { routeHref } from './links';
import { EMPTY_PAPER_FILTERS, sanitizePaperFilters, type PaperFilterState } from './paper-filters';

/** Query parameter of each filter, in the order they are written. */
const PAPER_QUERY_KEYS = {
  board: 'board',
  level: 'level',
  class: 'class',
  subject: 'subject',
  year: 'year',
  type: 'type',
  q: 'q',
  from: 'from',
} as const satisfies Record<keyof PaperFilterState, string>;

/** Anything a query string can come as: the URLSearchParams of the router, a string, or nothing. */
export type QueryInput = URLSearchParams | string | null | undefined;

function toParams(input: QueryInput): URLSearchParams {
  if (input instanceof URLSearchParams) return input;
  if (typeof input !== 'string') return new URLSearchParams();
  try {
    return new URLSearchParams(input);
  } catch {
    return new URLSearchParams();
  }
}

/**
 * Reads the filters from a query string. The first value of a repeated parameter counts; values
 * match their options ignoring case; a level without a board, a class outside the level, a subject
 * its class does not offer, an unknown year or type — and anything else — are dropped.
 */
export function parsePaperFilters(input: QueryInput, options: PaperOptions): PaperFilterState {
  try {
    const params = toParams(input);
    const read = (key: string) => params.get(key) ?? '';
    return sanitizePaperFilters(
      {
        from: read(PAPER_QUERY_KEYS.from),
        board: read(PAPER_QUERY_KEYS.board),
        level: read(PAPER_QUERY_KEYS.level),
        class: read(PAPER_QUERY_KEYS.class),
        subject: read(PAPER_QUERY_KEYS.subject),
        year: read(PAPER_QUERY_KEYS.year),
        type: read(PAPER_QUERY_KEYS.type),
        q: read(PAPER_QUERY_KEYS.q),
      },
      options,
    );
  } catch {
    return { ...EMPTY_PAPER_FILTERS };
  }
}

/**
 * Writes the filters as query parameters, leaving out empty ones (no filter, no parameter) and
 * `from` when the board select already says the same. Blank search text is not written.
 */
export function serializePaperFilters(state: PaperFilterState): URLSearchParams {
  const params = new URLSearchParams();
  const keys = Object.keys(PAPER_QUERY_KEYS) as (keyof PaperFilterState)[];
  for (const key of keys) {
    const value = state[key];
    if (value === '') continue;
    if (key === 'from' && value === state.board) continue;
    if (key === 'q' && value.trim() === '') continue;
    params.set(PAPER_QUERY_KEYS[key], value);
  }
  return params;
}

/**
 * The query params after a filter change: the filters rewritten, every other parameter (`lng`,
 * campaign tags) kept as it was.
 */
export function withPaperFilters(current: URLSearchParams, state: PaperFilterState): URLSearchParams {
  const next = new URLSearchParams();
  const ours = new Set<string>(Object.values(PAPER_QUERY_KEYS));
  for (const [key, value] of current) if (!ours.has(key)) next.append(key, value);
  for (const [key, value] of serializePaperFilters(state)) next.append(key, value);
  return next;
}

/**
 * The /papers address that opens with these filters set, in a language (the default one for content,
 * which a link puts in the page's language): `papersHref({ board: 'reb', level: 'O Level', class: 'S3' })`
 * → `/papers?board=reb&level=O+Level&class=S3`. A link that promises a filter ("Find S3 past papers")
 * opens it (WCAG 2.4.4); the values are those of the paper options, as parsePaperFilters reads them.
 */
export function papersHref(filters: Partial<PaperFilterState>, lang: Lang = DEFAULT_LANG): string {
  const query = Object.fromEntries(serializePaperFilters({ ...EMPTY_PAPER_FILTERS, ...filters }));
  return routeHref('papers', lang, { query });
}
