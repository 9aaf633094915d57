import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';
import { dist } from './dist-pages';
import { siteSearch } from '../../src/i18n/strings/site-search';
import { saveOffline } from '../../src/i18n/strings/save-offline';
import { interpolate } from '../../src/i18n';
import { formatMegabytes } from '../../src/lib/offline-manifest';
import { LANGS } from '../../src/lib/langs';

/**
 * The search inside the documents (issue 47): a word that only a real PDF's text has is found from
 * every language's pages, one result per document with its pages in words, and the documents' index
 * costs a learner nothing until they search. The build's fixture collection (tests/fixtures/collection)
 * gives the record `s1-mathematics-student-book` the 200-page text book (tests/fixtures/pdfs/text-book.pdf),
 * where one page alone says "photosynthesis".
 */
const RECORD = 's1-mathematics-student-book';
const WORD = 'photosynthesis';
const record = JSON.parse(readFileSync(new URL(`../fixtures/collection/records/books/${RECORD}.json`, import.meta.url), 'utf8')) as {
  title: string;
  file: string;
};
// Which pages say the word, as content:generate read them from the PDF.
const text = JSON.parse(readFileSync(new URL('../../src/content/generated/document-text.json', import.meta.url), 'utf8')) as Record<string, string[]>;
const pages = (text[record.file] ?? []).flatMap((page, i) => (page.toLowerCase().includes(WORD) ? [i + 1] : []));
const home = { en: '/', fr: '/fr/', rw: '/rw/' } as const;
const DOCUMENTS = '/pagefind/documents/';

test.describe('search inside the documents', () => {
  test('the fixture book has the word on one page (what the build read of its PDF)', () => {
    expect(pages).toHaveLength(1);
  });

  for (const lang of LANGS) {
    test(`[${lang}] "${WORD}" finds the book with its page, once; nothing of the documents' index loads with a page`, async ({ page }) => {
      const strings = siteSearch.resources[lang];
      const fetched: string[] = [];
      page.on('request', (request) => {
        const { pathname } = new URL(request.url());
        if (pathname.startsWith(DOCUMENTS)) fetched.push(pathname);
      });
      await gotoHydrated(page, home[lang]);
      await page.waitForLoadState('networkidle');
      expect(fetched, 'loading the page fetches nothing of the documents').toEqual([]);

      // Reaching for the search loads it, with the site's own index.
      await page.locator('h1').click();
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: strings.title });
      const field = dialog.getByRole('searchbox', { name: strings.label });
      await expect(field).toBeFocused();
      await field.fill(WORD);
      await expect(dialog.getByRole('heading', { name: strings.documents.heading })).toBeVisible();
      expect(fetched.length, 'the search fetched the documents’ index').toBeGreaterThan(0);
      expect(
        fetched.every((path) => !/\.js$/.test(path)),
        'no code of its own: the site index’s pagefind.js searches it',
      ).toBe(true);

      const results = dialog.locator('[data-slot="document-result"]');
      // One result per document: the book once, however many of its pages matched.
      await expect(results.filter({ has: page.locator(`a[href="${record.file}"]`) })).toHaveCount(1);
      const files = await results.locator('a').evaluateAll((links) => links.map((link) => link.getAttribute('href')));
      expect(new Set(files).size).toBe(files.length);

      const result = results.filter({ has: page.locator(`a[href="${record.file}"]`) });
      const link = result.getByRole('link');
      // The library card's link (the file), no page anchor: the page is said in words.
      await expect(link).toHaveAttribute('href', record.file);
      await expect(link).toHaveAccessibleName(`${record.title} ${strings.documents.newTab}`);
      const pageWords = interpolate(strings.documents.pages_one, { pages: String(pages[0]) });
      await expect(result).toContainText(`${pageWords} · PDF, `);
      await expect(result.locator('mark').first()).toHaveText(new RegExp(WORD, 'i'));
      // An English title on a French or Kinyarwanda page keeps its own voice.
      if (lang === 'en') await expect(link.locator('[lang]')).toHaveCount(0);
      else await expect(link.locator('[lang="en"]')).toHaveText(record.title);
      // Said once, with the count: the documents' after the site's, or alone when no page of the site has the word.
      const said = [interpolate(strings.documents.count_one, { q: WORD, n: 1 }), interpolate(strings.documents.countAlso_one, { n: 1 })];
      await expect(dialog.getByRole('status')).toHaveText(new RegExp(`(^${escapeRegExp(said[0]!)}|${escapeRegExp(said[1]!)})$`));
      console.log(`[${lang}] "${WORD}": ${(await result.innerText()).replace(/\s*\n\s*/g, ' | ')} (documents' index: ${fetched.length} requests)`);

      // The arrows reach it from the field, as any result.
      await field.press('ArrowDown');
      await expect(link).toBeFocused();
      expect(await axeViolations(page)).toEqual([]);
    });
  }

  test('/search?q=… shows the same result, and a type filter other than books or papers leaves documents out', async ({ page }) => {
    await gotoHydrated(page, `/fr/search?q=${WORD}`);
    const strings = siteSearch.resources.fr;
    await expect(page.getByRole('heading', { level: 2, name: strings.documents.heading })).toBeVisible();
    await expect(page.locator(`[data-slot="document-result"] a[href="${record.file}"]`)).toHaveCount(1);
    await gotoHydrated(page, `/fr/search?q=${WORD}&type=element`);
    await expect(page.getByRole('heading', { level: 2, name: interpolate(strings.empty.title, { q: WORD }) })).toBeVisible();
    await expect(page.locator('[data-slot="document-results"]')).toHaveCount(0);
  });

  test('"Save the whole site" includes the documents’ index in every language, counts it in the size it states, and says what it adds', async ({ page }) => {
    const indexFiles = walk(join(dist, 'pagefind', 'documents')).filter((file) => !/\.(br|gz)$/.test(file));
    const shared = indexFiles.filter((file) => !/^pagefind\/documents\/documents\.[a-z]+\.json$/.test(file));
    expect(
      shared.some((file) => file.endsWith('pagefind-entry.json')),
      'a documents’ index was built',
    ).toBe(true);
    for (const lang of LANGS) {
      const manifest = JSON.parse(readFileSync(join(dist, `offline-manifest-${lang}.json`), 'utf8')) as {
        files: Array<{ url: string; bytes: number; part?: string }>;
      };
      const listed = new Map(manifest.files.map((file) => [file.url, file]));
      for (const file of [...shared, `pagefind/documents/documents.${lang}.json`]) {
        expect(listed.get(`/${file}`)?.part, `${lang}: /${file}`).toBe('documents');
      }
      const documents = manifest.files.filter((file) => file.part === 'documents').reduce((sum, file) => sum + file.bytes, 0);
      const total = manifest.files.reduce((sum, file) => sum + file.bytes, 0);
      const save = saveOffline.resources[lang];
      await gotoHydrated(page, `${home[lang]}offline`);
      const section = page.locator('#save-offline');
      await expect(section.getByText(interpolate(save.documents, { size: formatMegabytes(documents, lang) }))).toBeVisible();
      await expect(section.getByRole('button', { name: interpolate(save.save, { size: formatMegabytes(total, lang) }) })).toBeVisible();
    }
  });
});

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Every file under a folder, as a path from dist/ with `/`. */
function walk(folder: string): string[] {
  return readdirSync(folder).flatMap((name) => {
    const path = join(folder, name);
    return statSync(path).isDirectory() ? walk(path) : [relative(dist, path).split('\\').join('/')];
  });
}
