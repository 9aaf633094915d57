/**
 * The site search: what a result is, how a query is cleaned, and the adapter that asks the
 * Pagefind index built by scripts/search-index.ts (dist/pagefind/). The UI talks only to
 * {@link SiteSearchIndex}, so stories and tests can hand it a fake index instead.
 */
import { DEFAULT_LANG, isLang, type Lang } from './langs';
import { correctQuery, indexQuery, judgeAnswers, orderAnswers, queryWords, subjectOfQuery, type Verdict } from './search-words';

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

/**
 * The subject a query with no answer seems to be about ("photosynthesis" → Biology), so the empty state
 * can point to its shelves: its name in the page's language, and where its things are.
 */
interface SearchSubjectHint {
  name: string;
  /** The subject's tab on /simulation, if it has simulations. */
  simulations?: string;
  /** What its past papers are titled by (`/papers?q=`), if it has papers. */
  papers?: string;
}

/** The answer to one query. */
export interface SearchResponse {
  /** How many results match the query and the type filter. */
  total: number;
  /** The first results (at most the limit asked for). */
  hits: SearchHit[];
  /** Results per type for the query, without the type filter: the numbers on the filter chips. */
  counts: Partial<Record<SearchType, number>>;
  /** With no results: the subject the query seems to be about. */
  subject?: SearchSubjectHint;
  /** The query with its misspellings put right, when the results are for it ("chimestry" → "chemistry"). */
  corrected?: string;
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
export const PAGEFIND_OPTIONS = { baseUrl: '/', excerptLength: 24, ranking: { termSimilarity: 4, metaWeights: { title: 5, tags: 4, headkeys: 5, keys: 2, pagekeys: 0.5 } } };

/**
 * The subjects' words as scripts/search-index.ts writes them to `pagefind/subjects.json`
 * (src/content/search-vocabulary.ts): per subject, its name, what learners call it, its topics and
 * its shelves.
 */
type SubjectVocabulary = Record<string, { label: Record<Lang, string>; names: Record<Lang, string>; topics: Record<Lang, string>; shelves: Omit<SearchSubjectHint, 'name'> }>;

/** Results judged per round trip, and at most in all (beyond them, the index's count stands). */
const JUDGE_BATCH = 16;
const MAX_JUDGED = 48;

/** The bits of Pagefind's browser API (pagefind.js, 1.x) the adapter uses. */
export interface PagefindModule {
  options(options: { baseUrl?: string; excerptLength?: number; ranking?: { termSimilarity?: number; metaWeights?: Record<string, number> } }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: Array<{ id: string; data(): Promise<{ url: string; excerpt: string; content: string; meta: Record<string, string>; filters: Record<string, string[]> }> }>;
    totalFilters?: Record<string, Record<string, number>>;
  }>;
}

/** One query's judged results: the response, and the query words no result had. */
const typeOf = (data: { filters: Record<string, string[]> }): SearchType => parseSearchType(data.filters.type?.[0]) ?? 'page';

async function judgedResults(pf: Pick<PagefindModule, 'search'>, query: string, lang: Lang, { type, limit = 10 }: SearchOptions): Promise<{ response: SearchResponse; missing: string[] }> {
  const found = await pf.search(indexQuery(query, lang) || query, type ? { filters: { type } } : {});
  // Judged together, so that the order is one order: the first batch, and more while too few are kept.
  const judged: Array<{ result: (typeof found.results)[number]; data: Awaited<ReturnType<(typeof found.results)[number]['data']>> }> = [];
  let verdicts: Verdict[] = [];
  let missing: string[] = [];
  while (judged.length < found.results.length && judged.length < MAX_JUDGED && verdicts.filter((v) => v.keep).length < limit) {
    const batch = await Promise.all(found.results.slice(judged.length, judged.length + JUDGE_BATCH).map(async (result) => ({ result, data: await result.data() })));
    judged.push(...batch);
    ({ verdicts, missing } = judgeAnswers(query, lang, judged.map(({ data }) => ({ title: data.meta.title ?? '', tags: data.meta.tags, text: data.content, type: typeOf(data) }))));
  }
  const rejected = judged.filter((_, i) => !verdicts[i]?.keep).map(({ data }) => typeOf(data));
  const kept: SearchHit[] = orderAnswers(judged, verdicts).map(({ result, data }) => ({ id: result.id, url: data.url, title: data.meta.title ?? data.url, excerpt: data.excerpt, type: typeOf(data) }));
  const counts: SearchResponse['counts'] = {};
  for (const [value, count] of Object.entries(found.totalFilters?.type ?? {})) {
    const key = parseSearchType(value);
    const left = count - rejected.filter((t) => t === key).length;
    if (key && left > 0) counts[key] = left;
  }
  // Nothing found: every word may be the one that is not on the site.
  const words = found.results.length ? missing : queryWords(query, lang);
  return { response: { total: found.results.length - rejected.length, hits: kept.slice(0, limit), counts }, missing: words };
}

/**
 * One query asked of a loaded Pagefind: the learner's words as the index has them
 * ({@link indexQuery}), then the index's results in its order, read a batch at a time (a fragment
 * each, about 600 bytes) and judged ({@link judgeAnswers}): near matches dropped and not counted, the
 * rest ordered. Results past the judged ones are counted as the index counts them. When a word is on
 * no result, the site's words (`vocabulary`, loaded only then) may show it misspelled: the corrected
 * query is asked instead, and the response says so.
 */
export async function askIndex(
  pf: Pick<PagefindModule, 'search'>,
  query: string,
  lang: Lang,
  options: SearchOptions = {},
  vocabulary?: () => Promise<readonly string[]>,
): Promise<SearchResponse> {
  const first = await judgedResults(pf, query, lang, options);
  if (!vocabulary || !first.missing.length) return first.response;
  const words = await vocabulary().catch(() => undefined);
  const corrected = words && correctQuery(query, lang, first.missing, words);
  if (!corrected) return first.response;
  const second = await judgedResults(pf, corrected, lang, options);
  return second.response.total > 0 ? { ...second.response, corrected } : first.response;
}

/**
 * The built index as a {@link SiteSearchIndex}: loads `<base>pagefind.js` on the first search (never in
 * first-load JS), which loads the index of the page's `<html lang>` and then only the chunks a query needs.
 */
export function pagefindIndex(base = '/pagefind/'): SiteSearchIndex {
  let module: Promise<PagefindModule> | undefined;
  let subjects: Promise<SubjectVocabulary> | undefined;
  const siteWords: Partial<Record<Lang, Promise<string[]>>> = {};
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
    async search(query, options) {
      const pf = await load();
      // The index is the page's language's (Pagefind reads <html lang> too).
      const htmlLang = document.documentElement.lang;
      const lang = isLang(htmlLang) ? htmlLang : DEFAULT_LANG;
      // The site's words (for misspellings), fetched only when a query has a word no result has.
      const loadWords = () => {
        const loading = (siteWords[lang] ??= fetch(`${base}words.${lang}.json`).then((r) => (r.ok ? (r.json() as Promise<string[]>) : Promise.reject(new Error(String(r.status))))));
        loading.catch(() => (siteWords[lang] = undefined));
        return loading;
      };
      const response = await askIndex(pf, query, lang, options, loadWords);
      if (response.total > 0 || options?.type) return response;
      // No answer: the subjects' words (a few KB, fetched only now) say which shelves to point to.
      subjects ??= fetch(`${base}subjects.json`).then((r) => (r.ok ? (r.json() as Promise<SubjectVocabulary>) : Promise.reject(new Error(String(r.status)))));
      subjects.catch(() => (subjects = undefined));
      const vocabulary = await subjects.catch(() => undefined);
      const subject = vocabulary && subjectOfQuery(query, lang, vocabulary);
      const words = subject ? vocabulary[subject] : undefined;
      return words ? { ...response, subject: { name: words.label[lang], ...words.shelves } } : response;
    },
  };
}
