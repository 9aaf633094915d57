import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, gotoHydrated, test } from './fixtures';
import { locale } from './locales';
import { LANGS } from '../../src/lib/langs';
import { localizePath } from '../../src/lib/links';
import { saveOffline } from '../../src/i18n/strings/save-offline';
import { siteSearch } from '../../src/i18n/strings/site-search';
import { CACHE_NAMES, SAVE_REQUEST_HEADER } from '../../src/lib/service-worker';

const fr = locale('fr');
const frSave = saveOffline.resources.fr;
const frSearch = siteSearch.resources.fr;
const dist = join(import.meta.dirname, '..', '..', 'dist');
const pdfs = readdirSync(join(dist, 'roadmaps'))
  .filter((f) => f.endsWith('.pdf'))
  .map((f) => `/roadmaps/${f}`);

test.use({ serviceWorkers: 'allow' });

/** Opens a page and reloads it once the worker is active (installation precaches the shell), so that the worker controls it. */
async function underTheWorker(page: Page, path: string): Promise<void> {
  await page.goto(path);
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
}

test.describe('offline after one visit', () => {
  test('the pages visited, a PDF opened before, and the offline page of each language for what was not saved', async ({ page, context, pageErrors }) => {
    test.setTimeout(180_000);
    await underTheWorker(page, '/');
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
    await underTheWorker(page, '/fr/offline');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const save = page.getByRole('button', { name: /^Enregistrer tout le site pour l’utiliser hors ligne — \d+,\d\sMo$/ });
    await save.click();
    // Shown under the button, and said once by the status.
    const message = page.locator('#save-offline p').filter({ hasText: frSave.saved.split(':')[0]! });
    await expect(message).toBeVisible({ timeout: 120_000 });
    await expect(message).toContainText(/\d+,\d\sMo/);
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

/** A title as a part of a regular expression. */
const literally = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

test.describe('a book saved on request', () => {
  test('saved from its card, it opens offline from its own cache, shows on the saved page with the room left, and once removed no longer opens offline', async ({
    page,
    context,
    pageErrors,
  }) => {
    test.setTimeout(120_000);
    await underTheWorker(page, '/books');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });

    const card = page.locator('[data-slot="resource-card"]').first();
    const title = (await card.getByRole('heading').textContent())!.trim();
    const pdf = (await card.getByRole('link', { name: /^Download/ }).getAttribute('href'))!;
    const bytes = readFileSync(join(dist, pdf)).length;
    // The size is stated before anything is fetched, and the title is in the button's name once.
    const save = card.getByRole('button', { name: new RegExp(`^Save ${literally(title)} for offline use · \\d+(\\.\\d)?\\s(B|KB|MB)$`) });
    await save.click();
    const remove = card.getByRole('button', { name: `Remove ${title} from this device` });
    await expect(remove).toBeVisible({ timeout: 60_000 });
    await expect(remove, 'focus moves from Save to Remove').toBeFocused();
    await expect(card.getByText(/^\d+(\.\d)? (MB|GB) of room left\.$/)).toBeVisible();
    await expect(card.getByRole('status')).toHaveText(/^Saved on this device\. \d+(\.\d)? (MB|GB) of room left\.\s?$/);

    // In a cache of its own, and not a second time in the capped cache of opened PDFs.
    const kept = await page.evaluate(
      async ({ url, names }) => ({
        saved: !!(await caches.match(url, { cacheName: names.saved })),
        opened: !!(await caches.match(url, { cacheName: names.opened })),
      }),
      { url: pdf, names: { saved: CACHE_NAMES.books, opened: CACHE_NAMES.pdfs } },
    );
    expect(kept).toEqual({ saved: true, opened: false });
    // The worker keeps no copy of a download that asks it to keep none (the save's own), and keeps
    // one of a PDF opened as usual.
    const other = (await page
      .locator('[data-slot="resource-card"]')
      .nth(1)
      .getByRole('link', { name: /^Download/ })
      .getAttribute('href'))!;
    const inOpened = (url: string) =>
      page.evaluate(async ({ address, opened }) => !!(await caches.match(address, { cacheName: opened })), { address: url, opened: CACHE_NAMES.pdfs });
    await page.evaluate(({ url, header }) => fetch(url, { headers: { [header]: '1' } }).then((response) => response.arrayBuffer()), {
      url: other,
      header: SAVE_REQUEST_HEADER,
    });
    // Then a PDF opened as usual: once the worker has kept it, it has handled the marked one before it.
    const third = (await page
      .locator('[data-slot="resource-card"]')
      .nth(2)
      .getByRole('link', { name: /^Download/ })
      .getAttribute('href'))!;
    await page.evaluate((url) => fetch(url).then((response) => response.arrayBuffer()), third);
    await expect.poll(() => inOpened(third), { message: 'an opened PDF is kept by the worker' }).toBe(true);
    expect(await inOpened(other), 'a download marked as the save’s own is not kept by the worker').toBe(false);
    await page.evaluate((url) => fetch(url).then((response) => response.arrayBuffer()), other);
    await expect.poll(() => inOpened(other), { message: 'an opened PDF is kept by the worker' }).toBe(true);

    await context.setOffline(true);
    const open = (url: string) =>
      page.evaluate(async (address) => {
        const response = await fetch(address);
        const body = new Uint8Array(await response.arrayBuffer());
        return {
          status: response.status,
          type: response.headers.get('content-type') ?? '',
          start: String.fromCharCode(...body.slice(0, 5)),
          bytes: body.length,
        };
      }, url);
    // Offline, the worker answers the PDF from the saved copy: the whole file.
    expect(await open(pdf)).toEqual({ status: 200, type: 'application/pdf', start: '%PDF-', bytes });

    // The saved page, offline: the book with its size and the room left; not among the files opened.
    await page.goto('/offline');
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    const saved = page.getByRole('region', { name: 'Saved books and papers' });
    await expect(saved.getByRole('link', { name: `${title} (opens in a new tab)` })).toHaveAttribute('href', pdf);
    await expect(saved.getByText(/^1 file · \d+(\.\d)? (B|KB|MB)$/)).toBeVisible();
    await expect(saved.getByText(/^\d+(\.\d)? (MB|GB) of room left\.$/)).toBeVisible();
    await expect(page.getByRole('region', { name: 'Saved files' }).getByRole('link', { name: pdf.split('/').pop()! })).toHaveCount(0);

    // Removed offline: the list says nothing is saved, focus is on its heading, and it is said once.
    await saved.getByRole('button', { name: `Remove ${title} from this device` }).click();
    await expect(saved.getByText(/^Nothing saved yet\./)).toBeVisible();
    await expect(saved.getByRole('heading', { name: 'Saved books and papers' })).toBeFocused();
    await expect(saved.getByRole('status')).toHaveText(new RegExp(`^${literally(title)} was removed from this device\\.`));
    // The PDF no longer opens offline: the offline page answers it.
    await page.goto(pdf);
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

    pageErrors.splice(0, pageErrors.length, ...pageErrors.filter((e) => !/ERR_INTERNET_DISCONNECTED|Failed to load resource/.test(e)));
  });
});
