import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test } from './fixtures';
import { locale } from './locales';

const rw = locale('rw');
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
    for (const path of visited) {
      await page.goto(path);
      await expect(page.locator('h1')).toHaveCount(1);
    }
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
    // A page never visited: the offline page, in the language of the address, listing that language's saved pages.
    await page.goto('/rw/papers');
    await expect(page.getByRole('heading', { level: 1, name: rw.offline.title })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('main').getByRole('link', { name: rw.routes.books.title })).toHaveAttribute('href', '/rw/books');
    await page.goto('/papers');
    await expect(page.getByRole('heading', { level: 1, name: "You're offline" })).toBeVisible();

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
