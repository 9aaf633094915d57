import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { pathsIn } from '../../src/app/routes';
import { isNamespace, type Messages, type Namespace } from '../../src/i18n/define';
import { locale } from './locales';
import { expectMainHeard } from './heard';
import { axeViolations, browserSample, cspViolations, emptyLinks, expect, gotoHydrated, ibmViolations, test, watchCsp } from './fixtures';

// French and Kinyarwanda are sites of their own: a URL per page, prerendered in the language,
// hydrated in it, linked within it; unprefixed visits go to the visitor's language before paint.

const [en, fr, rw] = [locale('en'), locale('fr'), locale('rw')];
// Element pages: a sample (see browserSample).
const frPaths = browserSample(await pathsIn('fr'));
const rwPaths = browserSample(await pathsIn('rw'));

/** English interface strings a French or Kinyarwanda page must never show: every string whose
 * translation differs, of two words or more (names such as "Ubumenyi" or "PDF" are the same in
 * every language). */
function leaves(tree: Messages | string, prefix = ''): Array<[string, string]> {
  if (typeof tree === 'string') return [[prefix, tree]];
  return Object.entries(tree).flatMap(([key, value]) => leaves(value, prefix ? `${prefix}.${key}` : key));
}
const namespaceDir = join(import.meta.dirname, '..', '..', 'src', 'i18n', 'strings');
const namespaces: Namespace[] = [];
// common.ts re-exports the locale JSON, read above.
for (const file of readdirSync(namespaceDir).filter((f) => f.endsWith('.ts') && f !== 'common.ts')) {
  const module = (await import(join(namespaceDir, file))) as Record<string, unknown>;
  for (const value of Object.values(module)) {
    if (isNamespace(value)) namespaces.push(value);
  }
}
const sets: Array<Record<'en' | 'fr' | 'rw', Messages>> = [{ en, fr, rw }, ...namespaces.map((n) => n.resources)];
const english = new Set<string>();
for (const set of sets) {
  const other = { fr: new Map(leaves(set.fr)), rw: new Map(leaves(set.rw)) };
  for (const [key, value] of leaves(set.en)) {
    // Interpolated strings are checked by their fixed part only.
    const text = value.replace(/\{\{[^}]+\}\}/g, '').trim();
    if (text.split(/\s+/).length < 2 || text.length < 8) continue;
    if (other.fr.get(key) === value || other.rw.get(key) === value) continue;
    for (const part of text.split(/\s{2,}/)) if (part.split(/\s+/).length >= 2) english.add(part);
  }
}

/** Names that stay in English in every language (an institution's official name). */
const PROPER_NAMES = ['National Examination and School Inspection Authority'];
const englishIn = (text: string) => {
  const checked = PROPER_NAMES.reduce((rest, name) => rest.replaceAll(name, ''), text);
  return [...english].filter((s) => checked.includes(s));
};
const visibleText = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>/, '')
    .replace(/<script[\s\S]*?<\/script>/g, '')
    .replace(/<[^>]+>/g, ' ')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&quot;/g, '"')
    .replace(/\s+/g, ' ');

async function internalLinksOutside(page: Page, lang: string): Promise<string[]> {
  const hrefs = await page.locator('a[href^="/"]').evaluateAll((as) => as.map((a) => a.getAttribute('href')!));
  // Files (PDFs, images) are the same in every language; pages must stay in the page's language.
  return hrefs.filter((href) => !/\.[a-z0-9]+([?#]|$)/i.test(href) && !href.startsWith(`/${lang}/`));
}

test('the list of English strings to look for is not empty', () => {
  expect(english.size).toBeGreaterThan(200);
  expect(english.has('Browse books')).toBe(true);
});

// One load per page: the language checks, then axe, then reflow at 320 px, where French and
// Kinyarwanda words run long. Axe at one width per language: French at 1280 px (as English),
// Kinyarwanda at 360 px, the one loop that checks every route at a phone's width. IBM Equal Access
// runs where it adds a view the English loop (1280 px) has not: Kinyarwanda at 360 px, in the
// static-server run only (as in routes.spec.ts: the nginx run is there for headers).
const runIbm = (lang: string) => lang === 'rw' && process.env.E2E_SERVER !== 'nginx';

for (const [lang, width, paths] of [
  ['fr', 1280, frPaths],
  ['rw', 360, rwPaths],
] as const) {
  test.describe(`${lang} pages`, () => {
    for (const path of paths) {
      test(`${path}: in ${lang} before and after JavaScript, links in ${lang}, no axe${runIbm(lang) ? ' or IBM' : ''} violations at ${width} px, no sideways scroll at 320 px`, async ({
        page,
        request,
      }) => {
        test.setTimeout(180_000);
        const raw = await (await request.get(path)).text();
        expect(raw).toContain(`<html lang="${lang}">`);
        expect(englishIn(visibleText(raw)), 'English in the prerendered HTML').toEqual([]);

        await page.setViewportSize({ width, height: 800 });
        await watchCsp(page);
        // A plain load: hydration must adopt the prerendered HTML, with no mismatch (hydration.ts).
        await gotoHydrated(page, path, { adoption: true });
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        expect(new URL(page.url()).pathname).toBe(path);
        expect(englishIn(await page.locator('body').innerText()), 'English on the hydrated page').toEqual([]);
        expect(await internalLinksOutside(page, lang), 'links that leave the language').toEqual([]);
        expect(await emptyLinks(page), 'links with no destination').toEqual([]);
        // Under nginx, production.spec.ts loads these pages for CSP itself.
        await page.waitForLoadState('networkidle');
        expect(await cspViolations(page), 'CSP violations').toEqual([]);
        await expectMainHeard(page, path);
        expect(await axeViolations(page, path), `axe on ${path} (${lang})`).toEqual([]);
        if (runIbm(lang)) expect(await ibmViolations(page, path), `IBM Equal Access on ${path} (${lang})`).toEqual([]);

        await page.setViewportSize({ width: 320, height: 800 });
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, 'horizontal overflow at 320 px').toBeLessThanOrEqual(0);
      });
    }
  });
}

test('an unknown path under /rw/ answers 404 with the Kinyarwanda not-found page', async ({ request, page, pageErrors }) => {
  const response = await request.get('/rw/iyi-paji-ntibaho');
  expect(response.status()).toBe(404);
  const html = await response.text();
  expect(html).toContain('<html lang="rw">');
  await page.goto('/rw/iyi-paji-ntibaho');
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(rw.notFound.title);
  // The browser reports the 404 status itself as a failed resource.
  pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/status of 404/.test(e)));
  const fr404 = await request.get('/fr/page-inconnue');
  expect(fr404.status()).toBe(404);
  expect(await fr404.text()).toContain('<html lang="fr">');
});

test.describe('choosing a language', () => {
  test('the switcher, by keyboard alone, opens the same page, query and hash in Kinyarwanda and remembers it', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/books?q=math#results');
    const switcher = page.getByRole('banner').getByRole('button', { name: /Language/ });
    await switcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Choose a language' });
    // Focus starts on the current language; each link goes to this page, query and hash in its language.
    await expect(dialog.getByRole('link', { name: 'English' })).toBeFocused();
    await expect(dialog.getByRole('link', { name: 'Ikinyarwanda' })).toHaveAttribute('href', '/rw/books?q=math#results');
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Français' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('link', { name: 'Ikinyarwanda' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/rw\/books\?q=math#results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rw.routes.books.title);
    await expect(page.getByRole('searchbox')).toHaveValue('math');
    await expect(page.getByRole('status').filter({ hasText: 'Ikinyarwanda' })).toBeAttached();
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('rw');
    expect(await page.evaluate(() => document.cookie)).toContain('i18next=rw');

    // Back returns to the English page, in English.
    await page.goBack();
    await expect(page).toHaveURL(/\/books\?q=math#results$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(en.routes.books.title);

    // The choice is remembered: an address without a prefix now opens in Kinyarwanda.
    await page.goto('/papers?board=reb#top');
    await expect(page).toHaveURL(/\/rw\/papers\?board=reb#top$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('a visitor who chose English is never sent away by a French browser', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    await page.goto('/');
    await expect(page).toHaveURL(/\/fr\/$/);
    await page.evaluate(() => localStorage.setItem('i18nextLng', 'en'));
    await page.goto('/books');
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
    await context.close();
  });

  test('a French browser with no choice stored goes to the French page before anything paints', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ locale: 'fr-FR', baseURL, serviceWorkers: 'block' });
    const page = await context.newPage();
    const documents: string[] = [];
    page.on('response', (r) => r.request().resourceType() === 'document' && documents.push(new URL(r.url()).pathname));
    const scripts: string[] = [];
    page.on('request', (r) => r.resourceType() === 'script' && scripts.push(r.url()));
    await gotoHydrated(page, '/periodic?element=Fe');
    await expect(page).toHaveURL(/\/fr\/periodic\?element=Fe$/);
    // The element's dialog is open (?element=Fe), so the page behind it is hidden from the accessibility tree.
    await expect(page.locator('h1')).toHaveText(fr.routes.periodic.title);
    await expect(page.getByRole('dialog')).toContainText('Fer');
    expect(documents).toEqual(['/periodic', '/fr/periodic']);
    // The English page was left before its scripts loaded or anything painted.
    expect(await page.evaluate(() => performance.getEntriesByType('navigation').length)).toBe(1);
    await context.close();
  });

  test('a crawler (English browser, no storage) gets the English page with 200 and no redirect', async ({ page }) => {
    const response = await page.goto('/books');
    expect(response?.status()).toBe(200);
    expect(response?.request().redirectedFrom()).toBeNull();
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  });

  test("?lng= in a shared link goes to that language's page and is remembered; an unknown ?lng= is ignored", async ({ page }) => {
    await gotoHydrated(page, '/books?lng=rw&q=fizike');
    await expect(page).toHaveURL(/\/rw\/books\?q=fizike$/);
    await expect(page.getByRole('searchbox')).toHaveValue('fizike');
    await gotoHydrated(page, '/rw/papers?lng=fr');
    await expect(page).toHaveURL(/\/fr\/papers$/);
    await gotoHydrated(page, '/fr/about?lng=xx');
    await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(fr.routes.about.title);
    expect(await page.evaluate(() => localStorage.getItem('i18nextLng'))).toBe('fr');
  });
});

test.describe('without JavaScript', () => {
  test.use({ javaScriptEnabled: false });
  test('/rw/books is in Kinyarwanda, with its books and links in Kinyarwanda', async ({ page }) => {
    await page.goto('/rw/books');
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(rw.routes.books.title);
    expect(englishIn(await page.locator('body').innerText())).toEqual([]);
    expect(await internalLinksOutside(page, 'rw')).toEqual([]);
  });
});
