import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, gotoHydrated, test } from './fixtures';
import { locale } from './locales';
import { LANGS } from '../../src/lib/langs';
import { localizePath } from '../../src/lib/links';
import { saveOffline } from '../../src/i18n/strings/save-offline';
import { siteSearch } from '../../src/i18n/strings/site-search';

const fr = locale('fr');
const frSave = saveOffline.resources.fr;
const frSearch = siteSearch.resources.fr;
const dist = join(import.meta.dirname, '..', '..', 'dist');
const pdfs = readdirSync(join(dist, 'roadmaps')).filter((f) => f.endsWith('.pdf')).map((f) => `/roadmaps/${f}`);

test.use({ serviceWorkers: 'allow' });

test.describe('offline after one visit', () => {
  test('the pages visited, a PDF opened before, and the offline page of each language for what was not saved', async ({ page, context, pageErrors }) => {
    test.setTimeout(180_000);
    await page.goto('/');
    // Installation precaches the shell; wait until the worker is active and controls the page.
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    // Pages are saved as they are visited, in any language.
    const visited = ['/', '/books', '/periodic', '/rw/books', '/fr/'];
    // A visit is a page that has loaded its code (hydrated), as a learner reading it would have.
    for (const path of visited) await gotoHydrated(page, path);
    // A search made online: what it loaded answers the same search offline.
    const searchIron = async () => {
      await gotoHydrated(page, '/');
      await page.keyboard.press('/');
      const dialog = page.getByRole('dialog', { name: 'Search Ubumenyi' });
      await dialog.getByRole('searchbox', { name: 'Search for' }).fill('iron');
      // The first search starts Pagefind's WebAssembly: slow on a busy runner.
      await expect(dialog.getByRole('link', { name: /^Iron\b/ }).first()).toBeVisible({ timeout: 30_000 });
    };
    await searchIron();
    await page.goto('/');

    const [opened, unopened] = [pdfs[0]!, pdfs[1]!];
    const first = await page.evaluate(async (url) => (await fetch(url)).status, opened);
    expect(first).toBe(200);

    await context.setOffline(true);
    await page.reload();
    await expect(page.getByText("You're offline — saved pages still work")).toBeVisible();

    for (const path of visited) {
      await page.goto(path);
      await expect(page.locator('h1'), path).toHaveCount(1);
      await expect(page.getByRole('main')).toBeVisible();
      expect(new URL(page.url()).pathname, 'a saved page opens as itself').toBe(path);
    }
    await searchIron();
    // A page never visited, in each language: the offline page of the address's language (saved
    // with the first page visited in it), listing that language's saved pages.
    const savedIn = { en: ['/books', 'books'], fr: ['/fr/', 'home'], rw: ['/rw/books', 'books'] } as const;
    for (const lang of LANGS) {
      const strings = locale(lang);
      const [saved, route] = savedIn[lang];
      await page.goto(localizePath('/papers', lang));
      await expect(page.getByRole('heading', { level: 1, name: strings.offline.title }), lang).toBeVisible();
      await expect(page.locator('html')).toHaveAttribute('lang', lang);
      await expect(page.getByRole('main').getByRole('link', { name: strings.routes[route].title, exact: true }), lang).toHaveAttribute('href', saved);
    }

    const cached = await page.evaluate(async (url) => {
      const response = await fetch(url);
      return { status: response.status, type: response.headers.get('content-type') };
    }, opened);
    expect(cached.status).toBe(200);
    expect(cached.type).toContain('application/pdf');

    await page.goto(unopened);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Saved pages' })).toBeVisible();
    await expect(page.getByRole('link', { name: opened.split('/').pop()! })).toBeVisible();

    // Going offline makes the browser log the failed network requests it tried first.
    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
  });
});

test.describe('the whole site saved on request', () => {
  test('"Save the whole site" in French saves every French page: it opens offline, and the state survives a reload', async ({ page, context, pageErrors }) => {
    test.setTimeout(180_000);
    await page.goto('/fr/offline');
    await page.evaluate(async () => {
      await navigator.serviceWorker.ready;
    });
    await page.reload();
    await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const save = page.getByRole('button', { name: /^Enregistrer tout le site pour l’utiliser hors ligne — \d+,\d Mo$/ });
    await save.click();
    // Shown under the button, and said once by the status.
    const message = page.locator('#save-offline p').filter({ hasText: frSave.saved.split(':')[0]! });
    await expect(message).toBeVisible({ timeout: 120_000 });
    await expect(message).toContainText(/\d+,\d Mo/);
    await expect(page.getByRole('status').filter({ hasText: frSave.saved.split(':')[0]! })).toHaveCount(1);

    // Read back from the caches after a reload.
    await page.reload();
    await expect(page.getByRole('button', { name: frSave.remove })).toBeVisible();

    await context.setOffline(true);
    for (const path of ['/fr/road-maps', '/fr/academic-levels/tvet', '/fr/contact']) {
      await page.goto(path);
      expect(new URL(page.url()).pathname, 'a saved page opens as itself').toBe(path);
      await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
      await expect(page.getByRole('heading', { level: 1, name: fr.offline.title })).toHaveCount(0);
      // Its code was saved too: the page hydrates.
      await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    }
    // The save holds the French search index: the site search answers offline.
    await page.keyboard.press('/');
    const search = page.getByRole('dialog', { name: frSearch.title });
    await search.getByRole('searchbox', { name: frSearch.label }).fill('fer');
    // The first search starts Pagefind's WebAssembly from the cache: slow on a busy runner.
    await expect(search.getByRole('link', { name: /^Fer\b/ }).first()).toBeVisible({ timeout: 30_000 });
    // …and inside the documents: the save holds their index too (tests/e2e/document-search.spec.ts).
    await search.getByRole('searchbox', { name: frSearch.label }).fill('photosynthesis');
    await expect(search.getByRole('heading', { name: frSearch.documents.heading })).toBeVisible({ timeout: 30_000 });
    await page.keyboard.press('Escape');
    // Another language was not saved, nor its offline page (no page in it was visited), nor the
    // default language's (the service worker installs none): the offline page saved here answers.
    await page.goto('/rw/road-maps');
    await expect(page.getByRole('heading', { level: 1, name: fr.offline.title })).toBeVisible();

    // Removing: the pages are gone, the offline page itself still opens.
    await context.setOffline(false);
    await page.goto('/fr/offline');
    await page.getByRole('button', { name: frSave.remove }).click();
    await expect(page.locator('#save-offline p').filter({ hasText: frSave.removed })).toBeVisible();
    await context.setOffline(true);
    await page.goto('/fr/contact');
    await expect(page.getByRole('heading', { level: 1, name: fr.offline.title })).toBeVisible();
    // Removing kept what the French offline page loads, its strings included: it hydrates in French.
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(page.getByRole('heading', { level: 2, name: frSave.title })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: fr.offline.title })).toBeVisible();

    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
  });
});
