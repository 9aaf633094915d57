/**
 * What the site search deals in: the kinds of result, a result, a response, and the bits of
 * Pagefind's browser API it uses. Shared by the adapter (./site-search.ts) and the code it loads to
 * answer a query (./site-search-answers.ts).
 */
import type { Lang, TextLang } from './langs';

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
  /** The title's language when it is not the index's (the English Tin on a Kinyarwanda page). */
  titleLang?: TextLang;
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

/** What kind of document a page was found in: a library book or a past paper (the type filter that shows it). */
export type DocumentKind = Extract<SearchType, 'book' | 'paper'>;

/**
 * A document with the query inside it (a real PDF's text, scripts/build/search-index.ts): one per document,
 * however many of its pages have the words, as the library names it in the page's language.
 */
export interface DocumentHit {
  /** The file's site path: its id, and the link (the library card's). */
  file: string;
  /** As the library shows it in the page's language. */
  title: string;
  /** The title's language when it is not the page's (an English textbook on a French page). */
  titleLang?: TextLang;
  kind: DocumentKind;
  /** The file's format, as the library's download links say it ("PDF"). */
  format: string;
  /** The file's size; unknown for a file the build did not measure. */
  bytes?: number;
  /** The pages with the words, listed: runs of pages that follow one another, first page first. */
  pages: Array<{ from: number; to: number }>;
  /** How many more pages have the words than {@link pages} lists. */
  morePages: number;
  /** A passage of the best page, as Pagefind gives it (escaped text, `<mark>` around the words). */
  excerpt: string;
  /** The page {@link excerpt} is from. */
  excerptPage: number;
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
  /** The documents whose text has the query (not counted in {@link total}): none under a type filter other than book or paper. */
  documents?: DocumentHit[];
}

/** Options of one search. */
export interface SearchOptions {
  /** Only results of this type. */
  type?: SearchType;
  /** How many results to load (each costs a small request). @default 10 */
  limit?: number;
}

/** A type filter from the URL or a chip: known values only. */
export function parseSearchType(value: unknown): SearchType | undefined {
  return typeof value === 'string' && (SEARCH_TYPES as readonly string[]).includes(value) ? (value as SearchType) : undefined;
}

/** One Pagefind index as pagefind.js (1.x) answers it: the module's own, or one made by `createInstance`. */
export interface PagefindSearch {
  options(options: { baseUrl?: string; excerptLength?: number; ranking?: { termSimilarity?: number; metaWeights?: Record<string, number> } }): Promise<void>;
  init(): Promise<void>;
  filters(): Promise<Record<string, Record<string, number>>>;
  search(
    query: string,
    options?: { filters?: Record<string, string> },
  ): Promise<{
    results: Array<{
      id: string;
      score: number;
      data(): Promise<{ url: string; excerpt: string; content: string; meta: Record<string, string>; filters: Record<string, string[]> }>;
    }>;
    /** Per filter value, how many results have it (with the search's filters). */
    filters?: Record<string, Record<string, number>>;
    totalFilters?: Record<string, Record<string, number>>;
  }>;
}

/** The bits of Pagefind's browser API (pagefind.js, 1.x) the adapter uses. */
export interface PagefindModule extends PagefindSearch {
  /**
   * Another index, at `basePath`, searched on its own (but with the module already loaded, so by the
   * page's language's stemmer: start it only once the site's index has loaded). It reads
   * the index of the page's `<html lang>`, or when the bundle has no such language, its largest one:
   * a bundle of one language is always read in it.
   */
  createInstance(options: { basePath: string }): PagefindSearch;
}

/**
 * The subjects' words as scripts/build/search-index.ts writes them to `pagefind/subjects.json`
 * (src/content/search-vocabulary.ts): per subject, its name, what learners call it, its topics and
 * its shelves.
 */
export type SubjectVocabulary = Record<
  string,
  { label: Record<Lang, string>; names: Record<Lang, string>; topics: Record<Lang, string>; shelves: Omit<SearchSubjectHint, 'name'> }
>;
