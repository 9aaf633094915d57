import type { Browser, BrowserContext } from '@playwright/test';
import { rowSamplePaths } from '../../src/app/routes';
import { LANGS } from '../../src/lib/langs';
import { langOfPath, routeHref } from '../../src/lib/links';
import { expect, test } from './fixtures';

// The first visit downloads only the page: the service worker installs with the shell (the offline
// pages, the entry code the page already loaded) and saves the visited page from the browser's
// cache. Everything else is saved when visited, or when the learner asks for the whole site.
//
// These tests open their own contexts: the fixture's context routes requests, and a routed context
// has no HTTP cache, which a real first visit has (the shell's hashed files come from it).

// Every row of the route table, each in one language, the three languages in turn (so every language
// is covered too); FIRST_VISIT_ALL=1 measures every row in every language.
const byLang = await Promise.all(LANGS.map(rowSamplePaths));
const SAMPLE = process.env.FIRST_VISIT_ALL ? byLang.flat() : byLang[0]!.map((_, row) => byLang[row % LANGS.length]![row]!);

/** Sums the bytes on the wire (headers and compressed bodies) of every request the context makes, service worker's included. */
function meter(context: BrowserContext) {
  const sizes: Promise<number>[] = [];
  const urls: string[] = [];
  context.on('requestfinished', (request) => {
    sizes.push(
      (async () => {
        if (stopped) return 0;
        const response = await request.response();
        // Answered by the service worker: its own request to the network (if any) is counted apart.
        if (!response || response.fromServiceWorker()) return 0;
        const { responseBodySize, responseHeadersSize } = await request.sizes();
        urls.push(`${request.serviceWorker() ? 'sw ' : ''}${new URL(request.url()).pathname} ${responseBodySize}`);
        return responseBodySize + responseHeadersSize;
      })().catch(() => 0),
    );
  });
  let stopped = false;
  return {
    total: async () => {
      stopped = true;
      return (await Promise.all(sizes)).reduce((a, b) => a + b, 0);
    },
    urls,
  };
}

async function pageBytes(browser: Browser, baseURL: string, path: string): Promise<number> {
  const context = await browser.newContext({ baseURL, serviceWorkers: 'block' });
  const bytes = meter(context);
  const page = await context.newPage();
  await page.goto(path, { waitUntil: 'load' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // The page's own bytes include what its warm-up fetches for its controls (src/lib/warm.ts), and
  // the service worker's registration code, fetched after it in an idle moment (entry-client.tsx)
  // even where no worker may run: waited for, so it is counted on every run, not only on slow ones
  // (CI once measured a page 1,463 B lighter, that module and its headers).
  await page.locator('html[data-warm]').waitFor({ state: 'attached' });
  await expect.poll(() => bytes.urls.some((url) => /^\/assets\/pwa-[\w-]+\.js /.test(url))).toBe(true);
  await page.waitForLoadState('networkidle');
  const total = await bytes.total();
  await context.close();
  return total;
}

test.describe('the first visit downloads only the page', () => {
  for (const path of SAMPLE) {
    test(`${path}: the first visit until the service worker is active costs at most 1.3× the page`, async ({ browser, baseURL, request }) => {
      const own = await pageBytes(browser, baseURL!, path);

      const context = await browser.newContext({ baseURL, serviceWorkers: 'allow' });
      const bytes = meter(context);
      const page = await context.newPage();
      await page.goto(path, { waitUntil: 'load' });
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await expect.poll(() => page.evaluate(() => !!navigator.serviceWorker.controller)).toBe(true);
      // The visited page is saved from the browser's cache once the worker is active, then the
      // offline page of its language with the modules it loads (the worker installs the English
      // one): downloads, and part of the first visit. Waiting for them all counts them every time,
      // not only when they were quick.
      await expect.poll(() => page.evaluate(async () => !!(await caches.match(location.pathname))), { timeout: 15_000 }).toBe(true);
      const offlinePage = routeHref('offline', langOfPath(path));
      const offlineSaved = (url: string) =>
        page.evaluate(async (offline) => {
          const saved = await caches.match(offline, { ignoreSearch: true });
          if (!saved) return false;
          const modules = (/data-modules="([^"]*)"/.exec(await saved.text())?.[1] ?? '').split(' ').filter((m) => m.startsWith('/assets/'));
          return (await Promise.all(modules.map((module) => caches.match(module)))).every(Boolean);
        }, url);
      await expect.poll(() => offlineSaved(offlinePage), { timeout: 15_000 }).toBe(true);
      await page.locator('html[data-warm]').waitFor({ state: 'attached' });
      await page.waitForLoadState('networkidle');
      // The worker's own script is fetched by the browser, not a page: Playwright reports it without
      // a body, so count it as the server sends it (brotli, as a browser asks for it).
      const script = await request.get('/sw.js', { headers: { 'accept-encoding': 'br, gzip' } });
      const scriptBytes = Number(script.headers()['content-length'] ?? (await script.body()).length);
      const first = (await bytes.total()) + scriptBytes;
      await context.close();

      test.info().annotations.push({ type: 'bytes', description: `${path}: first visit ${first} B, page ${own} B, ratio ${(first / own).toFixed(2)}` });
      console.log(`${path}: first visit ${first} B, page ${own} B, ratio ${(first / own).toFixed(2)}\n  ${bytes.urls.join('\n  ')}`);
      expect(first, `first visit of ${path} (bytes) against the page's own ${own}`).toBeLessThanOrEqual(own * 1.3);
    });
  }
});
