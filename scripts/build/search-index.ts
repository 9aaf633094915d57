// After prerendering: the site search index (Pagefind), written to dist/pagefind/. Pagefind splits it
// by <html lang>, so a French learner's browser loads only the French index, and only the chunks a
// query needs. Two sources:
//  - every prerendered page's main content (<main data-pagefind-body>, set in src/app/App.tsx: the header,
//    footer and navigation stay out), typed Page, Blog, Level guide or Road map;
//  - one record per thing that lives inside a page: the 118 elements, each simulation, book, road map
//    and past paper, each pointing to the page that shows it, in the record's language.
// Records are indexed as small HTML documents (not addCustomRecord) so their title is an <h1> and
// ranks as one. The type is a filter key (page, book, …); the UI shows it in the learner's language.
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import * as pagefind from 'pagefind';
import { LANGS, partLang, type Lang, type TextLang } from '../../src/lib/langs';
import { plainText } from '../../src/lib/lang-parts';
import { elementHref, langOfPath, localizePath, routeHref, ROUTE_PATHS } from '../../src/lib/links';
import { SIMULATION_NAME_LANG, simulationCategoryName, simulationDescription, writeSimulationState } from '../../src/lib/simulations';
import type { SearchType } from '../../src/lib/site-search';
import { elements } from '../../src/content/elements';
import { elementTexts } from '../../src/content/element-texts';
import { simulations } from '../../src/content/simulations';
import { simulationTexts } from '../../src/content/simulation-texts';
import { allBooks } from '../../src/content/books-all';
import { roadmaps } from '../../src/content/roadmaps';
import { papers } from '../../src/content/papers';
import { levelSummaries } from '../../src/content/levels';
import { papers as paperStrings } from '../../src/i18n/strings/papers';
import { library as libraryStrings } from '../../src/i18n/strings/library';
import { classWords, elementWords, levelWords, SUBJECT_OF, subjectWords, typeWords, type SearchSubject } from '../../src/content/search-vocabulary';
import { fold, queryWords, stemKeys } from '../../src/lib/search-words';
import { documentPageUrl, type DocumentShelf, type ShelfDocument } from '../../src/lib/document-search';
import type { DocumentKind } from '../../src/lib/search-types';
import { fileSize } from '../../src/content/file-sizes';
import { interpolate } from '../../src/i18n';
import { readDocumentText } from './lib/document-text';

const librarySubjects = Object.fromEntries(LANGS.map((lang) => [lang, libraryStrings.resources[lang].subjects as Record<string, string>])) as Record<
  Lang,
  Record<string, string>
>;

const dist = resolve(import.meta.dirname, '..', '..', 'dist');
const outputPath = join(dist, 'pagefind');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * What the search compares beyond the visible text, as meta fields (searched, never shown in an
 * excerpt): `tags`, the words learners use for the record's subject, class, level and kind, in its
 * language (src/content/search-vocabulary.ts); and in Kinyarwanda the stems of its words without their
 * noun-class prefixes (src/lib/search-words.ts), which a Kinyarwanda query is searched by: `headkeys`
 * for the title and tags (weighted like a title), `keys` for the rest of a record, `pagekeys` for the
 * rest of a page (weighted lowest: a long page mentions many things).
 */
function metaHtml(lang: Lang, head: string, text: string, tags = '', bodyField = 'keys'): string {
  const fields: string[] = [];
  if (tags) fields.push(`<div data-pagefind-meta="tags">${escape(tags)}</div>`);
  if (lang === 'rw') {
    const headKeys = stemKeys(`${head} ${tags}`, lang);
    const keys = [...stemKeys(text, lang)].filter((key) => !headKeys.has(key));
    if (headKeys.size) fields.push(`<div data-pagefind-meta="headkeys">${escape([...headKeys].join(' '))}</div>`);
    if (keys.length) fields.push(`<div data-pagefind-meta="${bodyField}">${escape(keys.join(' '))}</div>`);
  }
  return fields.join('');
}

/**
 * A record as a tiny page: its title is the <h1>, `weight` (one for all paragraphs, or one each, the
 * last for the rest) lifts it above pages that merely mention it.
 */
function recordHtml(lang: Lang, type: SearchType, title: string, body: string[], weight: number | number[] = 2, tags = '', titleLang?: TextLang): string {
  // A title in another language than the record's (an English book title, Tin on the Kinyarwanda site) keeps
  // its language, so the result link says it in its own voice (WCAG 3.1.2; see SiteSearch).
  const own = partLang(titleLang, lang);
  const weightOf = (i: number) => (Array.isArray(weight) ? weight[Math.min(i, weight.length - 1)] : weight);
  return (
    `<html lang="${lang}"><body><main data-pagefind-body data-pagefind-filter="type:${type}">` +
    `<h1 data-pagefind-weight="10">${escape(title)}</h1>` +
    body.map((p, i) => `<p data-pagefind-weight="${weightOf(i)}">${escape(p)}</p>`).join('') +
    `</main>${metaHtml(lang, title, body.join(' '), tags)}${own ? `<div data-pagefind-meta="titleLang">${own}</div>` : ''}</body></html>`
  );
}

// Pages that are not answers: the offline fallback, the placeholder and the search page itself.
const SKIP = new Set<string>([ROUTE_PATHS.offline, ROUTE_PATHS.comingSoon, ROUTE_PATHS.search]);

/** A page's type from its path in the default language. */
function pageType(path: string): SearchType {
  if (path.startsWith('/blog/')) return 'blog';
  if (path.startsWith('/academic-levels/')) return 'level';
  if (path.startsWith('/road-maps/')) return 'roadmap';
  return 'page';
}

function* htmlFiles(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) {
      if (name !== 'pagefind' && name !== 'assets') yield* htmlFiles(file);
    } else if (name === 'index.html') yield file;
  }
}

await rm(outputPath, { recursive: true, force: true });
// Lists whose entries have records of their own (element tiles, library cards, paper cards) stay out
// of their pages' text: each entry is found once, as itself, and the index stays small enough that a
// cold query fetches under 100 KB.
const excludeSelectors = [
  'svg',
  '[data-slot="element-tile"]',
  '[data-slot="resource-card"]',
  '[data-slot="paper-card"]',
  '[data-slot="simulation-list"] li',
  '[data-slot="roadmap-plan"] li li p',
  '[data-slot="breadcrumb"]',
];
const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors });
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);

const check = ({ errors: e }: { errors: string[] }, what: string) => {
  if (e.length) throw new Error(`pagefind ${what}: ${e.join('; ')}`);
};

/** Past papers are indexed by their own titles, which are English (the cards translate them; search matches them). */
const PAPER_TITLE_LANG: TextLang = 'en';
const ELEMENT_PAGE = new RegExp(`^${ROUTE_PATHS.element.replace(':symbol', '[^/]+')}$`);
/** The site's own words per language (titles and learner words): what a misspelling is corrected to. */
const vocabulary: Record<Lang, Set<string>> = { en: new Set(), fr: new Set(), rw: new Set() };
const learn = (lang: Lang, text: string) => {
  for (const word of queryWords(text, lang)) if (word.length >= 4 && !/\d/.test(word)) vocabulary[lang].add(fold(word));
};
let pageCount = 0;
for (const file of htmlFiles(dist)) {
  const url =
    '/' +
    relative(dist, file)
      .replace(/index\.html$/, '')
      .replace(/\/$/, '');
  const path = localizePath(url, 'en');
  if (SKIP.has(path)) continue;
  // An element's page is found through its element record below (same address, tuned weights).
  if (ELEMENT_PAGE.test(path)) continue;
  let html = readFileSync(file, 'utf8');
  if (!/<main\b[^>]*\bdata-pagefind-body/.test(html)) throw new Error(`${file}: no <main data-pagefind-body>`);
  html = html.replace('<main ', `<main data-pagefind-filter="type:${pageType(path)}" `);
  const lang = langOfPath(url);
  // A level guide's learner words ("amashuri yisumbuye", "lycée"): its tags.
  const levelId = /^\/academic-levels\/([a-z]+)$/.exec(path)?.[1];
  const tags = levelId && levelId in levelWords ? levelWords[levelId as keyof typeof levelWords][lang] : '';
  learn(lang, `${mainHeading(html)} ${tags}`);
  const meta = lang === 'rw' ? metaHtml(lang, mainHeading(html), mainText(html), tags, 'pagekeys') : tags ? metaHtml(lang, '', '', tags) : '';
  if (meta) html = html.replace('</body>', `${meta}</body>`);
  check(await index.addHTMLFile({ url: url === '/' ? '/' : url, content: html }), url);
  pageCount += 1;
}

/** A record's learner words: its kind, its subject's names, its class and level. */
function tagsOf(lang: Lang, type: keyof typeof typeWords, subject: SearchSubject | undefined, ...more: Array<string | undefined>): string {
  const subjectNames = subject ? [librarySubjects[lang][subject] ?? '', subjectWords[subject].names[lang]] : [];
  return [typeWords[type][lang], ...subjectNames, ...more].filter(Boolean).join(' ').replace(/[,:]/g, ' ');
}

/** The text of a prerendered page's <h1>, for its Kinyarwanda keys. */
function mainHeading(html: string): string {
  return (/<h1\b[^>]*>([\s\S]*?)<\/h1>/.exec(html)?.[1] ?? '').replace(/<[^>]+>/g, ' ');
}

/** The text of a prerendered page's <main>, for its Kinyarwanda keys. */
function mainText(html: string): string {
  const main = /<main\b[\s\S]*?<\/main>/.exec(html)?.[0] ?? '';
  return main
    .replace(/<(script|style|svg)\b[\s\S]*?<\/\1>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&[a-z#0-9]+;/gi, ' ');
}

let recordCount = 0;
// Records are plain text: marks of language of parts (`[[en:Boron]]`, lib/lang-parts) are dropped.
const add = async (
  lang: Lang,
  type: SearchType,
  url: string,
  markedTitle: string,
  markedBody: string[],
  weight?: number | number[],
  tags?: string,
  titleLang?: TextLang,
) => {
  const title = plainText(markedTitle);
  const body = markedBody.map(plainText);
  learn(lang, `${title} ${tags ?? ''}`);
  check(await index.addHTMLFile({ url, content: recordHtml(lang, type, title, body, weight, tags, titleLang) }), url);
  recordCount += 1;
};

/** A searchable document: its file, kind, the language it is written in, and how the library names it on a page in each language. */
interface SearchableDocument {
  file: string;
  kind: DocumentKind;
  lang: TextLang;
  names: Record<Lang, ShelfDocument>;
}

/** A past paper's name on a page in `lang`, as its card says it (src/components/PaperCard): its own English title in English, its parts translated elsewhere. */
function paperName(paper: (typeof papers)[number], lang: Lang): Pick<ShelfDocument, 'title' | 'titleLang'> {
  if (lang === 'en') return { title: paper.title };
  const strings = paperStrings.resources[lang];
  const label = (group: Record<string, string>, value: string) => (Object.hasOwn(group, value) ? group[value]! : value);
  const title = interpolate(strings.card.title, {
    class: label(strings.classes, paper.level),
    subject: label(strings.subjects, paper.subject),
    type: label(strings.types, paper.type),
    year: paper.year,
  });
  return { title };
}

/** Pages with fewer letters than this hold nothing to search (a page number, a blank page's stamp). */
const MIN_PAGE_LETTERS = 20;

/**
 * The documents' indexes (issue 47): each real PDF's pages (their text, which content:generate read:
 * scripts/build/lib/document-text.ts), one record a page, in an index per language the documents are
 * written in (dist/pagefind/documents/<lang>/), so that each document's words are indexed by its own
 * language's rules and a query from any page's language can ask them all (src/lib/document-search.ts). A
 * record's address is its file and page (`/books/x.pdf?page=7`), never shown or linked: the result
 * says the page in words. Its filters: `doc` (the file: how many of its pages matched) and `kind`
 * (book or paper, for the type filter). Kinyarwanda pages carry their words' keys (`keys`), as the
 * site's own records do. Beside them, per page language, documents.<lang>.json: the languages that
 * have an index, and each document's name as the library shows it in that language, its kind and size.
 * A scanned document (no text) has no record.
 */
async function writeDocumentIndexes(): Promise<{ documents: number; pages: number; languages: TextLang[]; bytes: number; seconds: number }> {
  const started = Date.now();
  const text = readDocumentText();
  const documents: SearchableDocument[] = [
    ...allBooks.map((book): SearchableDocument => ({
      file: book.file,
      kind: 'book',
      lang: book.language ?? book.titleLang,
      names: Object.fromEntries(
        LANGS.map((lang) => [
          lang,
          { title: book.title, ...optional('titleLang', partLang(book.titleLang, lang)), kind: 'book', ...optional('bytes', fileSize(book.file)) },
        ]),
      ) as Record<Lang, ShelfDocument>,
    })),
    ...papers.map((paper): SearchableDocument => ({
      file: paper.file,
      kind: 'paper',
      lang: paper.language ?? 'en',
      names: Object.fromEntries(
        LANGS.map((lang) => [lang, { ...paperName(paper, lang), kind: 'paper', ...optional('bytes', fileSize(paper.file)) }]),
      ) as Record<Lang, ShelfDocument>,
    })),
  ].filter((document) => Object.hasOwn(text, document.file));
  const folder = join(outputPath, 'documents');
  const languages = [...new Set(documents.map((document) => document.lang))].sort();
  let pages = 0;
  for (const lang of languages) {
    const { index: documentIndex, errors: created } = await pagefind.createIndex({});
    if (!documentIndex) throw new Error(`pagefind (documents, ${lang}): ${created.join('; ')}`);
    for (const document of documents.filter((d) => d.lang === lang)) {
      const pageTexts = text[document.file] ?? [];
      for (const [i, pageText] of pageTexts.entries()) {
        if ((pageText.match(/\p{L}/gu)?.length ?? 0) < MIN_PAGE_LETTERS) continue;
        const keys = lang === 'rw' ? [...stemKeys(pageText, lang)].join(' ') : '';
        check(
          await documentIndex.addCustomRecord({
            url: documentPageUrl(document.file, i + 1),
            content: pageText,
            language: lang,
            meta: keys ? { keys } : {},
            filters: { doc: [document.file], kind: [document.kind] },
          }),
          `${document.file} page ${i + 1}`,
        );
        pages += 1;
      }
    }
    check(await documentIndex.writeFiles({ outputPath: join(folder, lang) }), `write documents (${lang})`);
    await documentIndex.deleteIndex();
    // Searched by instances of the site index's own pagefind.js (createInstance), in its worker:
    // each bundle keeps only its index files and its language's wasm (Pagefind writes every one;
    // its loader fetches the bundle's own, though the worker then uses the module it already has).
    const entry = JSON.parse(readFileSync(join(folder, lang, 'pagefind-entry.json'), 'utf8')) as { languages: Record<string, { wasm: string | null }> };
    const wasm = new Set(Object.values(entry.languages).map((language) => `wasm.${language.wasm ?? 'unknown'}.pagefind`));
    for (const name of readdirSync(join(folder, lang))) {
      if (/^pagefind[.-].*\.(js|css)$|^pagefind\.js$/.test(name) || (/^wasm\..+\.pagefind$/.test(name) && !wasm.has(name))) await rm(join(folder, lang, name));
    }
  }
  mkdirSync(folder, { recursive: true });
  for (const lang of LANGS) {
    const shelf: DocumentShelf = { languages, documents: Object.fromEntries(documents.map((document) => [document.file, document.names[lang]])) };
    writeFileSync(join(folder, `documents.${lang}.json`), JSON.stringify(shelf));
  }
  const bytes = [...filesUnder(folder)].reduce((sum, file) => sum + statSync(file).size, 0);
  return { documents: documents.length, pages, languages, bytes, seconds: (Date.now() - started) / 1000 };
}

/** `{ [key]: value }`, or nothing when the value is undefined (exactOptionalPropertyTypes). */
function optional<K extends string, V>(key: K, value: V | undefined): Partial<Record<K, V>> {
  return value === undefined ? {} : ({ [key]: value } as Record<K, V>);
}

function* filesUnder(dir: string): Generator<string> {
  for (const name of readdirSync(dir)) {
    const file = join(dir, name);
    if (statSync(file).isDirectory()) yield* filesUnder(file);
    else yield file;
  }
}

for (const lang of LANGS) {
  // In the order a learner wants equals: Kinyarwanda queries are searched by stems in meta fields,
  // which Pagefind scores alike, and equals keep the order they were indexed in.
  for (const book of allBooks) {
    const description = book.description[lang];
    const level = levelSummaries.find((l) => l.id === 'olevel');
    const tags = tagsOf(lang, 'book', book.subject, classWords(book.grade, lang), level?.name[lang]);
    // Its subject and class in the record's language come first and weigh like a subtitle: the titles
    // are English, and a learner asks for "imibare" or "physique S2".
    const subjectLine = `${librarySubjects[lang][book.subject] ?? book.subject} · ${book.grade}`;
    await add(lang, 'book', routeHref('books', lang, { query: { q: book.title } }), book.title, [subjectLine, description], [6, 1], tags, book.titleLang);
  }
  for (const paper of papers) {
    const level = levelSummaries.find((l) => l.id === (/^S[456]$/.test(paper.level) ? 'alevel' : /^S[123]$/.test(paper.level) ? 'olevel' : 'tvet'));
    // Titles are the papers' own (English); the subject in the record's language makes "S6 physique" find them.
    const subjects = paperStrings.resources[lang].subjects as Record<string, string>;
    const subject = subjects[paper.subject] ?? paper.subject;
    const tags = tagsOf(lang, 'paper', SUBJECT_OF[paper.subject], classWords(paper.level, lang), level?.name[lang]);
    await add(
      lang,
      'paper',
      routeHref('papers', lang, { query: { q: paper.title } }),
      paper.title,
      [`${subject} · ${paper.level} · ${paper.year} · ${paper.board}`, level?.name[lang] ?? ''],
      [4, 1],
      tags,
      PAPER_TITLE_LANG,
    );
  }
  for (const sim of simulations) {
    const texts = lang === 'en' ? undefined : simulationTexts[lang];
    const query = writeSimulationState(new URLSearchParams(), { subject: sim.subject, sim: sim.id, q: '' }).toString();
    const url = `${routeHref('simulation', lang)}?${query}`;
    // A simulation's subject is a search subject by name (physics, chemistry, biology), or mapped (math).
    const subject = SUBJECT_OF[sim.subject] ?? (sim.subject as SearchSubject);
    const category = simulationCategoryName(sim, texts);
    await add(
      lang,
      'simulation',
      url,
      sim.name,
      [simulationDescription(sim, texts), category],
      undefined,
      tagsOf(lang, 'simulation', subject, category),
      SIMULATION_NAME_LANG,
    );
  }
  for (const roadmap of roadmaps) {
    await add(
      lang,
      'roadmap',
      routeHref('roadmaps', lang, { query: { q: roadmap.title } }),
      roadmap.title,
      [roadmap.description[lang]],
      1,
      typeWords.roadmap[lang],
      roadmap.titleLang,
    );
  }
  for (const element of elements) {
    const text = elementTexts[lang][element.number];
    const name = text?.name ?? element.name;
    // The symbol and number are searchable too ("Fe", "26"), the English name on every language.
    // And the names learners type that the site no longer gives it ("icyuma" for iron: see elementWords).
    const learners = elementWords[element.number]?.[lang];
    const alias = [element.symbol, element.number, lang === 'en' ? '' : element.name].filter(Boolean).join(' ');
    // The alias and the learners' own word for it are tags: searched, weighing like a name ("icyuma" also
    // means any metal, and the many metals whose description says so must not come before iron), and
    // never shown, so a result's excerpt starts with its description, not with "Fe 26 Iron". Its
    // description and uses weigh only a little: an element that gives "light" when it burns is not an
    // answer to "light".
    const tags = [typeWords.element[lang], alias, learners].filter(Boolean).join(' ');
    await add(
      lang,
      'element',
      elementHref(lang, element.symbol),
      name,
      [text?.description ?? '', ...(text?.uses ?? [])].filter(Boolean),
      0.5,
      tags,
      text?.nameLang,
    );
  }
}

check(await index.writeFiles({ outputPath }), 'write');
const documentsIndexed = await writeDocumentIndexes();
// Read by the search only when a query finds nothing, to point to the subject it seems to be about.
writeFileSync(join(outputPath, 'subjects.json'), JSON.stringify(subjectWords));
// Read only when a query has a word no result has, to put a misspelling right.
for (const lang of LANGS) writeFileSync(join(outputPath, `words.${lang}.json`), JSON.stringify([...vocabulary[lang]].sort()));
await pagefind.close();
// Pagefind's ready-made UIs: we use our own (src/components/SiteSearch), so they are not shipped.
for (const name of readdirSync(outputPath)) {
  if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(name)) await rm(join(outputPath, name));
}
console.log(`search index: ${pageCount} pages + ${recordCount} records in ${LANGS.length} languages → dist/pagefind/`);
console.log(
  `search index of the documents: ${documentsIndexed.documents} document(s), ${documentsIndexed.pages} pages in ${documentsIndexed.languages.join(', ') || 'no language'}` +
    ` → dist/pagefind/documents/ (${(documentsIndexed.bytes / 1000).toFixed(1)} kB, ${documentsIndexed.seconds.toFixed(1)} s)`,
);
