/**
 * The search inside the documents (issue 47): each real PDF's pages are records of an index of their
 * own, one index per language the documents are written in (scripts/build/search-index.ts writes them
 * under pagefind/documents/<lang>/, so that each document's words are indexed by its language's rules).
 * A query from any page is asked of each of them; the pages that have its words are grouped into
 * one result per document ("Biology S4, pages 7 and 19"). Loaded with the search's index, never with
 * a page (src/lib/site-search-answers.ts re-exports it).
 */
import { isLang, isTextLang, type Lang, type TextLang } from './langs';
import { groupPages } from './pdf-facts';
import { pagesIn } from './document-pages';
import { matchWord, queryWords, textKeys, wordKey } from './search-words';
import { parseSearchType, type DocumentHit, type DocumentKind, type PagefindModule, type PagefindSearch, type SearchOptions } from './search-types';

/** A searchable document as the library names it in one page language. */
export interface ShelfDocument {
  title: string;
  /** The title's language when it is not the page's. */
  titleLang?: TextLang;
  kind: DocumentKind;
  /** The file's size in bytes (as its library card says it). */
  bytes?: number;
}

/**
 * What the build writes beside the documents' indexes, per page language
 * (pagefind/documents/documents.<lang>.json): the languages that have an index, and each searchable
 * document by its file's site path.
 */
export interface DocumentShelf {
  languages: TextLang[];
  documents: Record<string, ShelfDocument>;
}

/** A shelf read from untrusted JSON: anything malformed is left out, never thrown. */
export function parseDocumentShelf(value: unknown): DocumentShelf {
  const shelf: DocumentShelf = { languages: [], documents: {} };
  if (!value || typeof value !== 'object') return shelf;
  const { languages, documents } = value as { languages?: unknown; documents?: unknown };
  if (Array.isArray(languages)) shelf.languages = [...new Set(languages.filter(isTextLang))];
  if (documents && typeof documents === 'object') {
    for (const [file, entry] of Object.entries(documents as Record<string, unknown>)) {
      if (!file.startsWith('/') || file.startsWith('//') || !entry || typeof entry !== 'object') continue;
      const { title, titleLang, kind, bytes } = entry as Record<string, unknown>;
      const parsedKind = parseSearchType(kind);
      if (typeof title !== 'string' || !title || (parsedKind !== 'book' && parsedKind !== 'paper')) continue;
      shelf.documents[file] = {
        title,
        kind: parsedKind,
        ...(isTextLang(titleLang) ? { titleLang } : {}),
        ...(typeof bytes === 'number' && Number.isFinite(bytes) && bytes >= 0 ? { bytes } : {}),
      };
    }
  }
  return shelf;
}

/**
 * A page record's address in the documents' index: the file and the page (`/books/x.pdf?page=7`).
 * Never a link: the result links to the file itself (Android's Chrome has no PDF viewer and
 * ignores `#page=`), and says the page in words.
 */
export function documentPageUrl(file: string, page: number): string {
  return `${file}?page=${page}`;
}

/** The file and page of a page record's address, or undefined for anything else. */
export function parseDocumentPageUrl(url: string): { file: string; page: number } | undefined {
  const match = /^(\/[^?#]+)\?page=([1-9]\d*)$/.exec(url);
  return match ? { file: match[1]!, page: Number(match[2]) } : undefined;
}

/**
 * The rules a document's words are read by: its language's, when it is one of ours; else (a Kiswahili
 * paper) English's, on both sides alike, which drops little more than an English plural's s.
 */
const wordsLang = (lang: TextLang): Lang => (isLang(lang) ? lang : 'en');

/**
 * The query as a document index is asked it: the words the learner typed, less the little words of
 * the page's language ("la photosynthèse" → photosynthèse); for a Kinyarwanda document, their keys
 * (its index has each page's keys, as the site's own Kinyarwanda index does: src/lib/search-words.ts).
 */
export function documentQuery(query: string, pageLang: Lang, documentLang: TextLang): string {
  const words = queryWords(query, pageLang);
  return (documentLang === 'rw' ? words.map((word) => wordKey(word, 'rw')) : words).join(' ');
}

/**
 * Whether a page's text answers the query: each word in it (the same key), the last one perhaps still
 * being typed (it begins one of the page's words). Pagefind's near matches ("photos" in a page with
 * "photosynthesis" only) are not answers; neither are misspellings: a document is found by what it says.
 */
export function pageAnswers(query: string, pageLang: Lang, documentLang: TextLang, text: string): boolean {
  const words = queryWords(query, pageLang);
  if (!words.length) return false;
  const lang = wordsLang(documentLang);
  const keys = textKeys(text, lang);
  const last = words.length - 1;
  return words.every((word, i) => {
    const match = matchWord(wordKey(word, lang), keys, { typing: i === last });
    return match === 'same' || match === 'typing';
  });
}

/** A page that answers a query. */
export interface PageAnswer {
  file: string;
  page: number;
  /** Pagefind's score: orders the documents of several indexes together. */
  score: number;
  excerpt: string;
}

/** The format a file's name says ("PDF"), as the library's download links say it. */
const formatOf = (file: string): string => /\.([a-z0-9]+)$/i.exec(file)?.[1]?.toUpperCase() ?? 'PDF';

/**
 * The pages that answer a query as one result per document, the document with the best page first
 * (Pagefind's order among equals). A document lists at most `maxRuns` runs of pages, first page first
 * ("3–5, 7, 19"); the pages past them, and `unread`'s (pages the index matched but the search did not
 * read, per file), are counted as "more". Pages of files the shelf does not name are dropped.
 */
export function groupDocumentPages(
  answers: readonly PageAnswer[],
  unread: Readonly<Record<string, number>>,
  shelf: DocumentShelf,
  { limit = 10, maxRuns = 6 }: { limit?: number; maxRuns?: number } = {},
): DocumentHit[] {
  const byFile = new Map<string, PageAnswer[]>();
  for (const answer of answers) {
    if (!Object.hasOwn(shelf.documents, answer.file)) continue;
    const pages = byFile.get(answer.file);
    if (pages) pages.push(answer);
    else byFile.set(answer.file, [answer]);
  }
  const best = (pages: readonly PageAnswer[]) => pages.reduce((top, page) => (page.score > top.score ? page : top));
  return [...byFile.entries()]
    .map(([file, pages]) => ({ file, pages, best: best(pages) }))
    .sort((a, b) => b.best.score - a.best.score)
    .slice(0, Math.max(0, limit))
    .map(({ file, pages, best: top }): DocumentHit => {
      const document = shelf.documents[file]!;
      const runs = groupPages(pages.map((page) => page.page));
      const listed = runs.slice(0, Math.max(1, maxRuns));
      return {
        file,
        title: document.title,
        ...(document.titleLang ? { titleLang: document.titleLang } : {}),
        kind: document.kind,
        format: formatOf(file),
        ...(document.bytes === undefined ? {} : { bytes: document.bytes }),
        pages: listed,
        morePages: pagesIn(runs) - pagesIn(listed) + Math.max(0, unread[file] ?? 0),
        excerpt: top.excerpt,
        excerptPage: top.page,
      };
    });
}

/** One language's documents' index, loaded. */
export interface DocumentIndex {
  lang: TextLang;
  pf: Pick<PagefindSearch, 'search'>;
}

/** Pages read per round trip (a fragment each: one page's text), and at most per index. */
const READ_BATCH = 16;
const MAX_READ = 32;

/**
 * A query asked of every documents' index at once, each in its document language's words
 * ({@link documentQuery}); each index's pages read a batch at a time, in its order, and judged
 * ({@link pageAnswers}) until every page is read, {@link MAX_READ} are, or `limit` documents have an
 * answer; then one result per document ({@link groupDocumentPages}). `kind` keeps one kind of document
 * (the search's type filter: books or papers).
 */
export async function askDocuments(
  indexes: readonly DocumentIndex[],
  query: string,
  pageLang: Lang,
  shelf: DocumentShelf,
  { kind, limit = 10 }: { kind?: DocumentKind | undefined; limit?: number } = {},
): Promise<DocumentHit[]> {
  const found = await Promise.all(
    indexes.map(async ({ lang, pf }) => {
      const answers: PageAnswer[] = [];
      const unread: Record<string, number> = {};
      const asked = documentQuery(query, pageLang, lang);
      if (!asked) return { answers, unread };
      const { results, filters } = await pf.search(asked, kind ? { filters: { kind } } : {});
      const readOf: Record<string, number> = {};
      let read = 0;
      while (read < results.length && read < MAX_READ && new Set(answers.map((answer) => answer.file)).size < limit) {
        const batch = await Promise.all(results.slice(read, read + READ_BATCH).map(async (result) => ({ score: result.score, data: await result.data() })));
        read += batch.length;
        for (const { score, data } of batch) {
          const at = parseDocumentPageUrl(data.url);
          if (!at) continue;
          readOf[at.file] = (readOf[at.file] ?? 0) + 1;
          if (pageAnswers(query, pageLang, lang, data.content)) answers.push({ ...at, score, excerpt: data.excerpt });
        }
      }
      // Pages past the ones read count as the index counts them (its filter `doc`), as the site's
      // own results do (src/lib/site-search-answers.ts, countAnswers).
      if (read < results.length) {
        for (const [file, count] of Object.entries(filters?.doc ?? {})) {
          const left = count - (readOf[file] ?? 0);
          if (left > 0) unread[file] = left;
        }
      }
      return { answers, unread };
    }),
  );
  return groupDocumentPages(
    found.flatMap(({ answers }) => answers),
    Object.assign({}, ...found.map(({ unread }) => unread)) as Record<string, number>,
    shelf,
    { limit },
  );
}

/** The documents' side of one built index's search (src/lib/site-search.ts makes one, on first use). */
export interface DocumentsSearch {
  /** Loads the page language's shelf and every documents' index (once; again after a failure). */
  load(lang: Lang): Promise<[DocumentShelf, DocumentIndex[]]>;
  /** The documents with the query inside them; none under another type filter than books or papers, or when their index cannot load. */
  find(query: string, lang: Lang, options?: SearchOptions): Promise<DocumentHit[]>;
}

/**
 * The search inside the documents of the index at `base` (…/pagefind/documents/): per page language,
 * the documents' names and the languages they are written in (documents.<lang>.json, a few hundred
 * bytes), and an index per document language (<lang>/), each asked by an instance of the site's own
 * pagefind.js (`pf.createInstance`). `pf` must be loaded already: Pagefind's worker keeps one
 * WebAssembly module for all its instances (so the query is stemmed by the page's language), and two
 * instances loading at once corrupt each other (ADR 0012).
 */
export function documentsSearch(
  base: string,
  pf: Pick<PagefindModule, 'createInstance'>,
  options: { baseUrl: string; excerptLength: number },
): DocumentsSearch {
  const shelves: Partial<Record<Lang, Promise<DocumentShelf>>> = {};
  let indexes: Promise<DocumentIndex[]> | undefined;
  const load = (lang: Lang): Promise<[DocumentShelf, DocumentIndex[]]> => {
    const shelf = (shelves[lang] ??= fetch(`${base}documents.${lang}.json`).then((response) =>
      response.ok ? response.json().then(parseDocumentShelf) : Promise.reject(new Error(`${base}documents.${lang}.json: ${response.status}`)),
    ));
    shelf.catch(() => (shelves[lang] = undefined));
    // Every shelf names the same languages: the first one read says which indexes to load.
    const loaded = (indexes ??= shelf.then(({ languages }) =>
      Promise.all(
        languages.map(async (lang): Promise<DocumentIndex> => {
          const instance = pf.createInstance({ basePath: `${base}${lang}/` });
          await instance.options(options);
          await instance.init();
          // The `doc` filter's counts: how many pages of each document matched, read or not.
          await instance.filters();
          return { lang, pf: instance };
        }),
      ),
    ));
    loaded.catch(() => (indexes = undefined));
    return Promise.all([shelf, loaded]);
  };
  return {
    load,
    async find(query, lang, { type, limit } = {}) {
      if (type && type !== 'book' && type !== 'paper') return [];
      try {
        const [shelf, loaded] = await load(lang);
        return await askDocuments(loaded, query, lang, shelf, { kind: type, limit });
      } catch {
        // The site's own results stand without them (offline with only the pages saved, say).
        return [];
      }
    },
  };
}
