/**
 * The site search: what a result is, how a query is cleaned, and the adapter that asks the
 * Pagefind index built by scripts/build/search-index.ts (dist/pagefind/). The UI talks only to
 * {@link SiteSearchIndex}, so stories and tests can hand it a fake index instead.
 */
import { DEFAULT_LANG, isLang, type Lang } from './langs';
import { GoneAfterDeploy, isGone, lateLoad, recoverOrThrow } from './late-load';
import { routeHref } from './links';
import type * as Answers from './site-search-answers';
import type { PagefindModule, SearchOptions, SearchResponse, SubjectVocabulary } from './search-types';

export { SEARCH_TYPES, parseSearchType } from './search-types';
export type { DocumentHit, PagefindModule, SearchHit, SearchResponse, SearchType } from './search-types';

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
  const cleaned = raw
    .replace(/[<>{}[\]\\^`|"]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim()
    .slice(0, MAX_QUERY_LENGTH)
    .trim();
  return /[\p{L}\p{N}]/u.test(cleaned) ? cleaned : '';
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
export const PAGEFIND_OPTIONS = {
  baseUrl: '/',
  excerptLength: 24,
  ranking: { termSimilarity: 4, metaWeights: { title: 5, tags: 4, headkeys: 5, keys: 2, pagekeys: 0.5 } },
};

const fetchJson = <T>(url: string): Promise<T> => fetch(url).then((r) => (r.ok ? (r.json() as Promise<T>) : Promise.reject(new Error(`${url}: ${r.status}`))));

/** Pagefind's entry file: each language's index, named by the hash of its contents. */
interface PagefindEntry {
  languages: Record<string, { hash: string }>;
}

const entryHashes = (entry: PagefindEntry | undefined) =>
  entry
    ? Object.entries(entry.languages)
        .map(([lang, { hash }]) => `${lang}:${hash}`)
        .sort()
        .join(' ')
    : undefined;

/**
 * The built index as a {@link SiteSearchIndex}: loads `<base>pagefind.js` on the first search (never in
 * first-load JS), which loads the index of the page's `<html lang>` and then only the chunks a query needs.
 *
 * Everything loads through the site's one late loader (./late-load.ts). After a deploy under an open
 * tab, this build's judging module may be gone, and the index Pagefind loaded may have been replaced
 * (its files are named by their contents): a search that fails then, while the host answers with
 * another index than the one loaded, is never shown as "nothing found" nor mixed with the new
 * index's files. It goes to the recovery, which opens the search page with the query on the new
 * build (the header search's query lives in no address); offline, the search says it could not search.
 */
export function pagefindIndex(base = '/pagefind/'): SiteSearchIndex {
  let subjects: Promise<SubjectVocabulary> | undefined;
  const entryUrl = () => `${base}pagefind-entry.json?ts=${Date.now()}`;
  // How results are judged and ordered (src/lib/search-words.ts): loaded with the index, not with the dialog.
  const answers = lateLoad(() => import('./site-search-answers'));
  // The index as loaded, and which index files it was (the entry's hashes, read beside Pagefind's own read).
  let loadedEntry: string | undefined;
  const index = lateLoad(async () => {
    const [pf, entry] = await Promise.all([
      import(/* @vite-ignore */ `${base}pagefind.js`) as Promise<PagefindModule>,
      fetchJson<PagefindEntry>(entryUrl()).catch(() => undefined),
    ]);
    loadedEntry = entryHashes(entry);
    await pf.options(PAGEFIND_OPTIONS);
    await pf.init();
    // The type filter's file (under 1 KB): without it Pagefind reports no counts for the chips.
    await pf.filters();
    return pf;
  });
  /** Whether the host now has another index than the one loaded (a deploy); false when it cannot tell (offline). */
  const indexChanged = async () => {
    if (loadedEntry === undefined) return false;
    const now = await fetchJson<PagefindEntry>(entryUrl()).then(entryHashes, () => undefined);
    return now !== undefined && now !== loadedEntry;
  };
  const siteWords: Partial<Record<Lang, Promise<string[]>>> = {};
  // The search inside the documents (./document-search.ts, loaded with the answers): made once, on
  // the first use of the index; its indexes load when the learner reaches for the search, and only
  // once the site's own has loaded (documentsOf takes the loaded `pf`): Pagefind's worker keeps one
  // WebAssembly module for all its instances, and two instances loading at once each compile one, the
  // last replacing the first, whose index is then read in the other's memory (the site's queries
  // answered from a book's pages, or Pagefind failing with "unreachable"). Once the site's module is
  // loaded, the documents' instances use it (tests/unit/site-search.test.ts holds the order).
  let documents: Answers.DocumentsSearch | undefined;
  const documentsOf = (pf: PagefindModule, judge: typeof Answers) =>
    (documents ??= judge.documentsSearch(`${base}documents/`, pf, { baseUrl: PAGEFIND_OPTIONS.baseUrl, excerptLength: PAGEFIND_OPTIONS.excerptLength }));
  const pageLang = () => {
    const htmlLang = document.documentElement.lang;
    return isLang(htmlLang) ? htmlLang : DEFAULT_LANG;
  };
  const ask: SiteSearchIndex['search'] = async (query, options) => {
    // Prefetched here: a failure is handled below, where the search page's address is known.
    const [pf, judge] = await Promise.all([index.prefetch(), answers.prefetch()]);
    // The index is the page's language's (Pagefind reads <html lang> too).
    const lang = pageLang();
    // The site's words (for misspellings), fetched only when a query has a word no result has.
    const loadWords = () => {
      const loading = (siteWords[lang] ??= fetchJson<string[]>(`${base}words.${lang}.json`));
      loading.catch(() => (siteWords[lang] = undefined));
      return loading;
    };
    const [found, inside] = await Promise.all([judge.askIndex(pf, query, lang, options, loadWords), documentsOf(pf, judge).find(query, lang, options)]);
    const response = inside.length ? { ...found, documents: inside } : found;
    if (response.total > 0 || inside.length || options?.type) return response;
    // No answer: the subjects' words (a few KB, fetched only now) say which shelves to point to.
    subjects ??= fetchJson<SubjectVocabulary>(`${base}subjects.json`);
    subjects.catch(() => (subjects = undefined));
    const vocabulary = await subjects.catch(() => undefined);
    const subject = vocabulary && judge.subjectOfQuery(query, lang, vocabulary);
    const words = subject ? vocabulary[subject] : undefined;
    return words ? { ...response, subject: { name: words.label[lang], ...words.shelves } } : response;
  };
  return {
    preload() {
      index.prefetch().catch(() => {});
      answers.prefetch().catch(() => {});
      Promise.all([index.prefetch(), answers.prefetch()])
        .then(([pf, judge]) => documentsOf(pf, judge).load(pageLang()))
        .catch(() => {});
    },
    async search(query, options) {
      try {
        return await ask(query, options);
      } catch (error) {
        if (!isGone(error) && !(await indexChanged())) throw error;
        const at = routeHref('search', pageLang(), { query: { q: query, type: options?.type } });
        return recoverOrThrow(isGone(error) ? error : new GoneAfterDeploy(`The search index changed under the page: ${String(error)}`), at);
      }
    },
  };
}
