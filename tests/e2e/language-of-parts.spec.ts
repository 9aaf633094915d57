import { readFileSync, readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { books } from '../../src/content/books';
import { roadmaps } from '../../src/content/roadmaps';
import { simulations } from '../../src/content/simulations';
import { elements } from '../../src/content/elements';
import { elementTexts } from '../../src/content/element-texts';
import { ELEMENT_SOURCE_NAME_LANG, elementSources } from '../../src/content/element-sources';
import { ROADMAP_RESOURCE_LANG } from '../../src/content/schema/roadmap-plans';
import { parsePo } from '../../src/lib/po';
import { SIMULATION_NAME_LANG } from '../../src/lib/simulations';
import { DISCOVERER_LANG } from '../../src/lib/element-format';
import { gotoHydrated } from './fixtures';
import { dist, pagesOf } from './dist-pages';

const { fr: frElementTexts, rw: rwElementTexts } = elementTexts;

/**
 * Language of parts (WCAG 3.1.2): a string shown in another language than the page's carries its
 * `lang`, so that a screen reader reads it in that language's voice. Only we know which strings
 * are in which language: the content says it (a book's titleLang, road maps' and PhET's English
 * titles, official English names), and this walks every French and Kinyarwanda page as
 * prerendered (before JavaScript), then a few after hydration, and fails on any of these strings
 * whose nearest `lang` is not its own.
 */
/** A mark of language of parts (`[[en:Send]]`, src/lib/lang-parts.ts), as written in the sources. */
const MARK = /\[\[(en|fr|rw|sw):([^\]]+)\]\]/g;
/** `pages`: the one page language a string is checked on (a word marked English in Kinyarwanda prose, "Modules", is French on a French page). */
const KNOWN: Array<{ text: string; lang: string; what: string; pages?: string }> = [
  ...books.flatMap((book) => [
    { text: book.title, lang: book.titleLang, what: 'book title' },
    { text: book.author, lang: book.authorLang, what: 'book author' },
  ]),
  ...roadmaps.flatMap((roadmap) => [
    { text: roadmap.title, lang: roadmap.titleLang, what: 'road map title' },
    { text: roadmap.author, lang: roadmap.authorLang, what: 'road map author' },
  ]),
  ...simulations.map((sim) => ({ text: sim.name, lang: SIMULATION_NAME_LANG, what: 'simulation name' })),
  ...elementSources.map((source) => ({ text: source.name, lang: ELEMENT_SOURCE_NAME_LANG, what: 'element data source' })),
  ...elements.filter((element) => !element.ancient).map((element) => ({ text: element.discoveredBy, lang: DISCOVERER_LANG, what: 'discoverer' })),
  ...roadmapResourceNames().map((name) => ({ text: name, lang: ROADMAP_RESOURCE_LANG, what: 'road map resource' })),
  // Element names that are English or French on a Kinyarwanda page (Tin, Azote): wherever they show alone.
  ...[frElementTexts, rwElementTexts].flatMap((texts) =>
    Object.values(texts).flatMap((text) => (text.nameLang ? [{ text: text.name, lang: text.nameLang, what: 'element name' }] : [])),
  ),
  ...markedNames().map(({ text, lang, pages }) => ({ text, lang, pages, what: 'name marked in a sentence' })),
];
/**
 * Every name marked with its language inside our prose and strings (content and catalogues), with
 * the language of the prose it sits in when the source says it (a file per language, `rw.ts`, or the
 * nearest `rw:` key before it): a word is English inside Kinyarwanda prose and may be a French word of
 * the same spelling on a French page ("Modules", "Classes").
 */
function markedNames(): Array<{ text: string; lang: string; pages?: string }> {
  const root = join(import.meta.dirname, '..', '..', 'src');
  const files = [...sourcesOf(join(root, 'content')), ...sourcesOf(join(root, 'i18n'))];
  const found = new Map<string, { text: string; lang: string; pages?: string }>();
  // The catalogues (src/locales/<lang>/): each translation's marks, on that language's pages.
  for (const lang of ['fr', 'rw']) {
    for (const file of cataloguesOf(join(root, 'locales', lang))) {
      for (const entry of parsePo(readFileSync(file, 'utf8'), file).entries) {
        for (const m of entry.str.join('\n').matchAll(MARK)) found.set(`${m[2]}\u0000${lang}`, { text: m[2]!, lang: m[1]!, pages: lang });
      }
    }
  }
  for (const file of files) {
    const source = readFileSync(file, 'utf8');
    const fileLang = /(?:^|[\\/.])(en|fr|rw)\.(ts|json)$/.exec(file)?.[1];
    const keys = [...source.matchAll(/\b(en|fr|rw):\s/g)];
    let key = -1;
    for (const m of source.matchAll(MARK)) {
      while (key + 1 < keys.length && keys[key + 1]!.index < m.index) key++;
      const pages = fileLang ?? keys[key]?.[1];
      found.set(`${m[2]}\u0000${pages ?? ''}`, { text: m[2]!, lang: m[1]!, ...(pages ? { pages } : {}) });
    }
  }
  return [...found.values()];
}
function cataloguesOf(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => name.endsWith('.po'))
    .map((name) => join(dir, name));
}
function sourcesOf(dir: string): string[] {
  return readdirSync(dir).flatMap((name) => {
    const path = join(dir, name);
    if (statSync(path).isDirectory()) return name === 'generated' ? [] : sourcesOf(path);
    return /\.(ts|json)$/.test(name) ? [path] : [];
  });
}
/** The free resources the road maps link, from their generated English pages. */
function roadmapResourceNames(): string[] {
  const dir = join(import.meta.dirname, '..', '..', 'src', 'content', 'generated', 'roadmap-pages');
  const pages = readdirSync(dir).filter((name) => name.endsWith('.en.json'));
  const names = pages.flatMap((name) => {
    const page = JSON.parse(readFileSync(join(dir, name), 'utf8')) as { plan: { stages: Array<{ resources: Array<{ name: string }> }> } };
    return page.plan.stages.flatMap((stage) => stage.resources.map((resource) => resource.name));
  });
  // Titles in English words ("Python for Everybody"); a brand name alone (PyTorch, Node.js) reads
  // the same in every language, and also appears in our own French and Kinyarwanda sentences.
  return [...new Set(names)].filter((name) => /\b(for|of|the|with|and|to|in|on|free)\b/i.test(name));
}

/**
 * Every known string in `html` whose nearest `lang` is not its own ("what: text (lang x)"), parsed by
 * the browser (DOMParser: no script runs) in `page`.
 */
function misses(page: Page, html: string, pageLang: string): Promise<{ found: number; wrong: string[] }> {
  return page.evaluate(
    ({ html, pageLang, known }) => {
      const byText = new Map(known.filter((entry) => !entry.pages || entry.pages === pageLang).map((entry) => [entry.text, entry]));
      const document = new DOMParser().parseFromString(html, 'text/html');
      const wrong: string[] = [];
      let found = 0;
      const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const entry = byText.get(node.textContent?.trim() ?? '');
        if (!entry || entry.lang === pageLang || node.parentElement?.closest('script, style')) continue;
        found++;
        // The nearest lang, as the browser resolves it.
        const lang = node.parentElement?.closest('[lang]')?.getAttribute('lang');
        if (lang !== entry.lang) wrong.push(`${entry.what}: "${entry.text}" (lang ${lang ?? 'none'})`);
      }
      return { found, wrong };
    },
    { html, pageLang, known: KNOWN },
  );
}

test.describe('language of parts', () => {
  for (const lang of ['fr', 'rw']) {
    test(`every ${lang} page, as prerendered, marks the English (and other) titles and names it shows with their lang`, async ({ page }) => {
      const files = pagesOf(join(dist, lang));
      expect(files.length).toBeGreaterThan(100);
      let found = 0;
      const failures: string[] = [];
      for (const file of files) {
        const html = readFileSync(file, 'utf8');
        // A mark must become a lang, never show as written.
        for (const m of html.matchAll(MARK)) failures.push(`${file.slice(dist.length)}: a mark shows as written: ${m[0]}`);
        const result = await misses(page, html, lang);
        found += result.found;
        for (const miss of result.wrong) failures.push(`${file.slice(dist.length)}: ${miss}`);
      }
      expect(failures, failures.slice(0, 20).join('\n')).toEqual([]);
      // The walk must have met the strings it checks (the libraries' first pages, the road maps'
      // pages, the simulations shown first).
      expect(found).toBeGreaterThan(50);
    });
  }

  test('no English page shows a mark of language of parts as written', () => {
    const failures: string[] = [];
    for (const file of pagesOf(dist).filter((path) => !/[\\/](fr|rw)[\\/]/.test(path.slice(dist.length)))) {
      for (const m of readFileSync(file, 'utf8').matchAll(MARK)) failures.push(`${file.slice(dist.length)}: ${m[0]}`);
    }
    expect(failures).toEqual([]);
  });

  test('the names marked in our sentences are met, each in its own lang, on French and Kinyarwanda pages', async ({ page }) => {
    // The sentences that hold them: the levels overview (NESA, the boards) and the contact form ("Ohereza (Send)").
    const marked = new Set(markedNames().map(({ text }) => text));
    expect(marked.has('National Examination and School Inspection Authority')).toBe(true);
    expect(marked.has('Send')).toBe(true);
    for (const path of ['/fr/academic-levels', '/rw/contact']) {
      const result = await misses(page, readFileSync(join(dist, path, 'index.html'), 'utf8'), path.slice(1, 3));
      expect(result.wrong).toEqual([]);
      expect(result.found, path).toBeGreaterThan(0);
    }
  });

  for (const path of ['/rw/books', '/fr/road-maps', '/rw/road-maps/frontend-developer', '/fr/simulation']) {
    test(`${path}, once hydrated, keeps each title's lang`, async ({ page }) => {
      await gotoHydrated(page, path);
      const pageLang = path.slice(1, 3);
      const result = await misses(page, await page.content(), pageLang);
      expect(result.found).toBeGreaterThan(0);
      expect(result.wrong).toEqual([]);
    });
  }
});
