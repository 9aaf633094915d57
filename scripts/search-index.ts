// After prerendering: the site search index (Pagefind), written to dist/pagefind/. Pagefind splits it
// by <html lang>, so a French learner's browser loads only the French index, and only the chunks a
// query needs. Two sources:
//  - every prerendered page's main content (<main data-pagefind-body>, set in src/app/App.tsx: the header,
//    footer and navigation stay out), typed Page, Blog, Level guide or Road map;
//  - one record per thing that lives inside a page: the 118 elements, each simulation, book, road map
//    and past paper, each pointing to the page that shows it, in the record's language.
// Records are indexed as small HTML documents (not addCustomRecord) so their title is an <h1> and
// ranks as one. The type is a filter key (page, book, …); the UI shows it in the learner's language.
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import { join, relative, resolve } from 'node:path';
import * as pagefind from 'pagefind';
import { LANGS, type Lang } from '../src/lib/langs';
import { elementHref, localizePath, routeHref, ROUTE_PATHS } from '../src/lib/links';
import { simulationCategoryName, simulationDescription, writeSimulationState } from '../src/lib/simulations';
import type { SearchType } from '../src/lib/site-search';
import { elements } from '../src/content/elements';
import en from '../src/content/element-texts/en';
import fr from '../src/content/element-texts/fr';
import rw from '../src/content/element-texts/rw';
import { simulations } from '../src/content/simulations';
import { simulationTextsFr } from '../src/content/simulation-texts/fr';
import { simulationTextsRw } from '../src/content/simulation-texts/rw';
import { books } from '../src/content/books';
import { descriptions as bookFr } from '../src/content/book-descriptions/fr';
import { descriptions as bookRw } from '../src/content/book-descriptions/rw';
import { roadmaps } from '../src/content/roadmaps';
import { papers } from '../src/content/papers';
import { levelSummaries } from '../src/content/levels';
import { papers as paperStrings } from '../src/i18n/strings/papers';

const dist = resolve(import.meta.dirname, '..', 'dist');
const outputPath = join(dist, 'pagefind');

const escape = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/** A record as a tiny page: its title is the <h1>, `weight` lifts it above pages that merely mention it. */
function recordHtml(lang: Lang, type: SearchType, title: string, body: string[], weight = 2): string {
  return `<html lang="${lang}"><body><main data-pagefind-body data-pagefind-filter="type:${type}">` +
    `<h1 data-pagefind-weight="10">${escape(title)}</h1>` +
    body.map((p) => `<p data-pagefind-weight="${weight}">${escape(p)}</p>`).join('') +
    `</main></body></html>`;
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
const excludeSelectors = ['svg', '[data-slot="element-tile"]', '[data-slot="resource-card"]', '[data-slot="paper-card"]', '[data-slot="simulation-list"] li', '[data-slot="roadmap-plan"] li li p', '[data-slot="breadcrumb"]'];
const { index, errors } = await pagefind.createIndex({ rootSelector: 'html', excludeSelectors });
if (!index) throw new Error(`pagefind: ${errors.join('; ')}`);

const check = ({ errors: e }: { errors: string[] }, what: string) => {
  if (e.length) throw new Error(`pagefind ${what}: ${e.join('; ')}`);
};

const ELEMENT_PAGE = new RegExp(`^${ROUTE_PATHS.element.replace(':symbol', '[^/]+')}$`);
let pageCount = 0;
for (const file of htmlFiles(dist)) {
  const url = '/' + relative(dist, file).replace(/index\.html$/, '').replace(/\/$/, '');
  const path = localizePath(url, 'en');
  if (SKIP.has(path)) continue;
  // An element's page is found through its element record below (same address, tuned weights).
  if (ELEMENT_PAGE.test(path)) continue;
  let html = readFileSync(file, 'utf8');
  if (!/<main\b[^>]*\bdata-pagefind-body/.test(html)) throw new Error(`${file}: no <main data-pagefind-body>`);
  html = html.replace('<main ', `<main data-pagefind-filter="type:${pageType(path)}" `);
  check(await index.addHTMLFile({ url: url === '/' ? '/' : url, content: html }), url);
  pageCount += 1;
}

const elementTexts = { en, fr, rw };
const simulationTexts = { en: undefined, fr: simulationTextsFr, rw: simulationTextsRw };
const bookDescriptions = { fr: bookFr, rw: bookRw };
let recordCount = 0;
const add = async (lang: Lang, type: SearchType, url: string, title: string, body: string[], weight?: number) => {
  check(await index.addHTMLFile({ url, content: recordHtml(lang, type, title, body, weight) }), url);
  recordCount += 1;
};

for (const lang of LANGS) {
  for (const element of elements) {
    const text = elementTexts[lang][element.number];
    const name = text?.name ?? element.name;
    // The symbol and number are searchable too ("Fe", "26"), the English name on every language.
    const alias = lang === 'en' ? `${element.symbol} ${element.number}` : `${element.symbol} ${element.number} ${element.name}`;
    await add(lang, 'element', elementHref(lang, element.symbol), name, [alias, text?.description ?? '', ...(text?.uses ?? [])].filter(Boolean));
  }
  for (const sim of simulations) {
    const texts = simulationTexts[lang];
    const query = writeSimulationState(new URLSearchParams(), { subject: sim.subject, sim: sim.id, q: '' }).toString();
    const url = `${routeHref('simulation', lang)}?${query}`;
    await add(lang, 'simulation', url, sim.name, [simulationDescription(sim, texts), simulationCategoryName(sim, texts)]);
  }
  for (const book of books) {
    const description = lang === 'en' ? book.description : bookDescriptions[lang][book.id] ?? book.description;
    await add(lang, 'book', routeHref('books', lang, { query: { q: book.title } }), book.title, [description, `${book.grade} ${book.subject}`], 1);
  }
  for (const roadmap of roadmaps) {
    await add(lang, 'roadmap', routeHref('roadmaps', lang, { query: { q: roadmap.title } }), roadmap.title, [roadmap.description[lang]], 1);
  }
  for (const paper of papers) {
    const level = levelSummaries.find((l) => l.id === (/^S[456]$/.test(paper.level) ? 'alevel' : /^S[123]$/.test(paper.level) ? 'olevel' : 'tvet'));
    // Titles are the papers' own (English); the subject in the record's language makes "S6 physique" find them.
    const subjects = paperStrings.resources[lang].subjects as Record<string, string>;
    const subject = subjects[paper.subject] ?? paper.subject;
    await add(lang, 'paper', routeHref('papers', lang, { query: { q: paper.title } }), paper.title, [`${paper.level} ${subject} ${paper.year} ${paper.board}`, level?.name[lang] ?? ''], 1);
  }
}

check(await index.writeFiles({ outputPath }), 'write');
await pagefind.close();
// Pagefind's ready-made UIs: we use our own (src/components/SiteSearch), so they are not shipped.
for (const name of readdirSync(outputPath)) {
  if (/^pagefind-(component-ui|modular-ui|ui|highlight)\./.test(name)) await rm(join(outputPath, name));
}
console.log(`search index: ${pageCount} pages + ${recordCount} records in ${LANGS.length} languages → dist/pagefind/`);
