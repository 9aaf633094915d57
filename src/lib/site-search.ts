/**
 * The site search: what a result is, how a query is cleaned, and the adapter that asks the
 * Pagefind index built by scripts/search-index.ts (dist/pagefind/). The UI talks only to
 * {@link SiteSearchIndex}, so stories and tests can hand it a fake index instead.
 */

/** What a result is; also the `type` filter's values in the index. The UI names them in the learner's language. */
export const SEARCH_TYPES = ['page', 'level', 'book', 'roadmap', 'paper', 'simulation', 'element', 'blog'] as const;

/** One of {@link SEARCH_TYPES}. */
export type SearchType = (typeof SEARCH_TYPES)[number];

/** One search result, ready to show. */
export interface SearchHit {
  /** Stable id within one response. */
  id: string;
  /** Site path in the index's language, with its query (`/fr/periodic?element=Fe`). */
  url: string;
  title: string;
  /** A passage around the matched words, as Pagefind gives it: escaped text with `<mark>` around matches. */
  excerpt: string;
  type: SearchType;
}

/** The answer to one query. */
export interface SearchResponse {
  /** How many results match the query and the type filter. */
  total: number;
  /** The first results (at most the limit asked for). */
  hits: SearchHit[];
  /** Results per type for the query, without the type filter: the numbers on the filter chips. */
  counts: Partial<Record<SearchType, number>>;
}

/** Options of one search. */
interface SearchOptions {
  /** Only results of this type. */
  type?: SearchType;
  /** How many results to load (each costs a small request). @default 10 */
  limit?: number;
}

/** Anything that answers queries: the built Pagefind index, or a fake one in stories. */
export interface SiteSearchIndex {
  /** Resolves with the results for an already {@link normalizeQuery normalized}, non-empty query; rejects when the index cannot load. */
  search(query: string, options?: SearchOptions): Promise<SearchResponse>;
  /** Starts loading the index before the first query (when the search field gets focus); failures surface on search. */
  preload?(): void;
}

/** Longest query kept: longer text is cut, never an error. */
export const MAX_QUERY_LENGTH = 120;

/**
 * A query as the index gets it: markup-like characters dropped, spaces collapsed, cut to
 * {@link MAX_QUERY_LENGTH}; '' when nothing searchable is left (only symbols, only spaces).
 * Letters of any script are kept (Kinyarwanda, French accents, Arabic or Hebrew).
 */
export function normalizeQuery(raw: unknown): string {
  if (typeof raw !== 'string') return '';
  const cleaned = raw.replace(/[<>{}[\]\\^`|"]/g, ' ').replace(/\s+/g, ' ').trim().slice(0, MAX_QUERY_LENGTH).trim();
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : '';
}

/** A type filter from the URL or a chip: known values only. */
export function parseSearchType(value: unknown): SearchType | undefined {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value) ? (value as SearchType) : undefined;
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: '\u00a0' };

function decodeEntities(text: string): string {
  return text.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (whole, name: string) => {
    if (name[0] === '#') {
      const code = name[1] === 'x' || name[1] === 'X' ? parseInt(name.slice(2), 16) : parseInt(name.slice(1), 10);
      return Number.isFinite(code) && code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : whole;
    }
    return ENTITIES[name.toLowerCase()] ?? whole;
  });
}

/** A run of excerpt text, marked when it matched the query. */
export interface ExcerptPart {
  text: string;
  mark: boolean;
}

/**
 * An excerpt split into plain and matched runs, so it renders as text and `<mark>` elements with no
 * HTML injected: any tag other than `<mark>` is dropped, entities are decoded.
 */
export function excerptParts(excerpt: string): ExcerptPart[] {
  const parts: ExcerptPart[] = [];
  let mark = false;
  for (const piece of excerpt.split(/(<\/?mark>)/i)) {
    if (/^<mark>$/i.test(piece)) mark = true;
    else if (/^<\/mark>$/i.test(piece)) mark = false;
    else {
      const text = decodeEntities(piece.replace(/<[^>]*>/g, ''));
      if (text) parts.push({ text, mark });
    }
  }
  return parts;
}

/**
 * Options the adapter gives pagefind.js (the query-list test uses the same). termSimilarity: an exact
 * word ("fer") ranks above a longer word it begins ("fermium").
 */
export const PAGEFIND_OPTIONS = { baseUrl: '/', excerptLength: 24, ranking: { termSimilarity: 4 } };

/** The bits of Pagefind's browser API (pagefind.js, 1.x) the adapter uses. */
interface PagefindModule {
  options(options: { baseUrl?: string; excerptLength?: number; ranking?: { termSimilarity?: number } }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: Array<{ id: string; data(): Promise<{ url: string; excerpt: string; meta: Record<string, string>; filters: Record<string, string[]> }> }>;
    totalFilters?: Record<string, Record<string, number>>;
  }>;
}

/**
 * The built index as a {@link SiteSearchIndex}: loads `<base>pagefind.js` on the first search (never in
 * first-load JS), which loads the index of the page's `<html lang>` and then only the chunks a query needs.
 */
export function pagefindIndex(base = '/pagefind/'): SiteSearchIndex {
  let module: Promise<PagefindModule> | undefined;
  const load = () => {
    module ??= (import(/* @vite-ignore */ `${base}pagefind.js`) as Promise<PagefindModule>).then(async (pf) => {
      await pf.options(PAGEFIND_OPTIONS);
      await pf.init();
      // The type filter's file (under 1 KB): without it Pagefind reports no counts for the chips.
      await pf.filters();
      return pf;
    });
    // A failed load (offline, no index in dev) is retried on the next search.
    module.catch(() => (module = undefined));
    return module;
  };
  return {
    preload() {
      load().catch(() => {});
    },
    async search(query, { type, limit = 10 } = {}) {
      const pf = await load();
      const found = await pf.search(query, type ? { filters: { type } } : {});
      const hits = await Promise.all(
        found.results.slice(0, limit).map(async (result) => {
          const data = await result.data();
          return {
            id: result.id,
            url: data.url,
            title: data.meta.title ?? data.url,
            excerpt: data.excerpt,
            type: parseSearchType(data.filters.type?.[0]) ?? 'page',
          };
        }),
      );
      const counts: SearchResponse['counts'] = {};
      for (const [value, count] of Object.entries(found.totalFilters?.type ?? {})) {
        const key = parseSearchType(value);
        if (key && count > 0) counts[key] = count;
      }
      return { total: found.results.length, hits, counts };
    },
  };
}
