// Byte budget, measured as the browser fetches it: every row of the route table in every language
// (/, /fr/…, /rw/…; a row with params by its first concrete path), and each language's not-found
// page, is opened in Chromium from the built site, served as a static
// host serves it (precompressed), and the compressed bytes (the response bodies as sent) of every script and stylesheet the page
// fetches until the network is idle are summed: the entry, its imports, the page's chunk, the
// parts a page starts loading by itself (a React.lazy part rendered at once), the page language's
// strings, and what the warm-up fetches, then the service worker's registration code and, once the
// worker is active, the code that saves the page. The worker registers only once the page is warm
// (src/app/entry-client.tsx), so those two always come after the warm-up's mark: they count in
// "ready" JS, never in first-load JS, and the figures are the same on every run of one build.
// Nothing is guessed from source files.
//
// Units: KiB (1024 bytes); the JS budget is 100 KiB = 102 400 bytes of brotli-compressed script.
// BUDGET_VERBOSE=<path> lists that page's files; BUDGET_ALL=1 opens every prerendered page (every
// blog post and road map) instead of one sample per row.
// Fails when a page's JS is over JS_BUDGET, its CSS over CSS_BUDGET, or a French or Kinyarwanda
// page's JS is more than LANG_EXTRA over its English page's. Writes the table to reports/budget.md.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Page } from 'playwright';
import { launchOptions } from '../../tests/support/chromium.ts';
import { portFor } from '../../tests/support/ports.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { requireDist } from '../../tests/support/static-server.ts';
import { DEFAULT_LANG, LANGS } from '../../src/lib/langs';
import { localizePath } from '../../src/lib/links';
import { pathsIn, rowSamplePaths } from '../../src/app/routes';
import { WARM_MARK } from '../../src/lib/warm';

const KiB = 1024;
/**
 * First-load JS per page: compressed script, all a page fetches until the network is idle, at most
 * 100 KiB (issue 16). Every page shares about 77 KiB that the fixed stack costs (react-dom 54,
 * react-router 7.5 — trimmed by scripts/vite/router-trim.ts —, react 3, our shell 11). Pages built
 * from long content load it per page and language (road maps, blog posts, element pages), and so
 * do the page namespaces' strings (src/i18n/namespaces/) and the two libraries' lists
 * (src/content/localized-sources.ts). The heaviest interactive parts cost nothing until the learner
 * reaches for them: the periodic grid and the simulations' list stay their prerendered HTML until
 * then (src/app/alive/island.tsx).
 */
const JS_BUDGET = 100 * KiB;
/**
 * "Ready" JS per page: the first-load JS plus what the page fetches in idle time once it has
 * hydrated, so that the learner's first tap finds its code ready (src/lib/warm.ts: the
 * islands, the dialogs and selects whose triggers are shown, the periodic table's details), and the
 * service worker's registration and page-saving code, which load once the page is warm. At most
 * 130 KiB (issue 34). Requests that start after the warm-up's performance mark count here only.
 */
const JS_READY_BUDGET = 130 * KiB;
const CSS_BUDGET = 20 * KiB;
const LANG_EXTRA = 15 * KiB;

const root = resolve(import.meta.dirname, '..', '..');

requireDist();
const paths = process.env.BUDGET_ALL
  ? (await Promise.all(LANGS.map(pathsIn))).flat()
  : (await rowSamplePaths(DEFAULT_LANG)).flatMap((path) => LANGS.map((lang) => localizePath(path, lang)));
const notFound = LANGS.map((lang) => localizePath('/404-budget-check', lang));

const server = await startServerProcess({ port: portFor('budget') });
const base = server.origin;

interface Row {
  path: string;
  lang: string;
  js: number;
  /** First-load JS plus the warm-up's. */
  ready: number;
  css: number;
  html: number;
  scripts: number;
}

/**
 * The compressed bytes of a response's body. A script the service worker's install already fetched
 * (the shell holds the saving code the page imports next) comes to the page from the HTTP cache:
 * Chromium then reports its body size as minus its headers' size. The page still needs those
 * bytes, and the worker's fetch spent them on this visit, so such a file counts at its
 * Content-Length (the precompressed file as served).
 */
async function bodyBytes(response: import('playwright').Response): Promise<number> {
  const { responseBodySize } = await response.request().sizes();
  if (responseBodySize >= 0) return responseBodySize;
  const length = Number(await response.headerValue('content-length'));
  if (!Number.isFinite(length) || length <= 0) throw new Error(`no size for ${response.url()}: the response came from a cache and has no Content-Length`);
  return length;
}

async function measure(page: Page, path: string): Promise<Row> {
  const bytes = { script: 0, stylesheet: 0, document: 0, scripts: 0 };
  const scripts: Array<{ url: string; body: number }> = [];
  const pending: Array<Promise<void>> = [];
  const onResponse = (response: import('playwright').Response) => {
    const type = response.request().resourceType();
    if (type !== 'script' && type !== 'stylesheet' && type !== 'document') return;
    pending.push(
      bodyBytes(response).then((body) => {
        bytes[type] += body;
        if (type === 'script') scripts.push({ url: response.url(), body });
        if (process.env.BUDGET_VERBOSE === path) console.log(`  ${path}: ${type} ${new URL(response.url()).pathname} ${(body / KiB).toFixed(1)} KiB`);
        if (type === 'script') bytes.scripts += 1;
      }),
    );
  };
  // Requests in flight, and when the last one started or ended: the page is quiet after 500 ms of none.
  let inFlight = 0;
  let lastChange = Date.now();
  const started = () => ((inFlight += 1), (lastChange = Date.now()));
  const ended = () => ((inFlight -= 1), (lastChange = Date.now()));
  page.on('response', onResponse);
  page.on('request', started);
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  await page.goto(base + path, { waitUntil: 'networkidle' });
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  // Once the warm-up has fetched what the page's shown controls need (at most 10 s).
  await page
    .locator('html[data-warm]')
    .waitFor({ state: 'attached', timeout: 10_000 })
    .catch(() => undefined);
  // Then the page registers its service worker, and once the worker is active it loads the code
  // that saves the page for offline reading (src/app/pwa.ts): part of every first visit, so it is
  // counted, in "ready" JS. (Playwright's 'networkidle' was reached before, so it is not waited for
  // again: the page must be quiet for 500 ms once more.) A page whose worker never becomes ready
  // (registration refused) is measured as it stands after 10 s.
  await page.evaluate(() => Promise.race([navigator.serviceWorker.ready, new Promise((done) => setTimeout(done, 10_000))]).then(() => undefined));
  const quietSince = Date.now();
  while (inFlight > 0 || Date.now() - Math.max(lastChange, quietSince) < 500) await new Promise((done) => setTimeout(done, 50));
  await Promise.all(pending);
  page.off('response', onResponse);
  // Which scripts the warm-up fetched: those first requested after its mark. (The code that saves the
  // page for offline use fetches the page's own scripts again later: a URL counts by its first request.)
  const warmed = await page.evaluate((mark) => {
    const at = performance.getEntriesByName(mark)[0]?.startTime;
    if (at === undefined) return [];
    const first = new Map<string, number>();
    for (const entry of performance.getEntriesByType('resource')) first.set(entry.name, Math.min(first.get(entry.name) ?? Infinity, entry.startTime));
    return [...first].filter(([, start]) => start >= at).map(([name]) => name);
  }, WARM_MARK);
  const warmBytes = scripts.filter(({ url }) => warmed.includes(url)).reduce((sum, { body }) => sum + body, 0);
  if (process.env.BUDGET_VERBOSE === path) for (const url of warmed) console.log(`  ${path}: warm-up ${new URL(url).pathname}`);
  const lang = (await page.locator('html').getAttribute('lang')) ?? 'en';
  return { path, lang, js: bytes.script - warmBytes, ready: bytes.script, css: bytes.stylesheet, html: bytes.document, scripts: bytes.scripts };
}

const browser = await chromium.launch(launchOptions());
const rows: Row[] = [];
try {
  const queue = [...paths, ...notFound];
  // Four pages at a time, each in a fresh context (a cold cache, as a first visit), its service worker
  // allowed. Bytes do not depend on speed, and a page spends most of its measure waiting for quiet.
  await Promise.all(
    [0, 1, 2, 3].map(async () => {
      for (let path = queue.shift(); path; path = queue.shift()) {
        const context = await browser.newContext({ locale: 'en-US' });
        rows.push(await measure(await context.newPage(), path));
        await context.close();
      }
    }),
  );
} finally {
  await browser.close();
  await server.stop();
}

const order = [...paths, ...notFound];
rows.sort((a, b) => order.indexOf(a.path) - order.indexOf(b.path));
const englishOf = (row: Row) => rows.find((r) => r.lang === 'en' && r.path === (row.path.replace(/^\/[a-z]{2,3}(?=\/|$)/, '') || '/'));
const problems: string[] = [];
const kb = (n: number) => (n / KiB).toFixed(1);
const lines = [
  `First-load bytes per page as the browser fetches them (brotli response bodies as served, KiB = 1024 bytes). Budget: JS ${JS_BUDGET / KiB} before the page is ready, ${JS_READY_BUDGET / KiB} with what the warm-up fetches in idle time so that a first tap finds its code ready ("ready JS"), CSS ${CSS_BUDGET / KiB}; a French or Kinyarwanda page at most ${LANG_EXTRA / KiB} over its English page.`,
  '',
  '| page | lang | JS | ready JS | scripts | CSS | HTML | vs English |',
  '| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: |',
];
for (const row of rows) {
  const en = row.lang === 'en' ? undefined : englishOf(row);
  const extra = en ? row.js - en.js : undefined;
  if (row.js > JS_BUDGET) problems.push(`${row.path}: JS ${kb(row.js)} KiB > ${JS_BUDGET / KiB}`);
  if (row.ready > JS_READY_BUDGET) problems.push(`${row.path}: ready JS ${kb(row.ready)} KiB > ${JS_READY_BUDGET / KiB}`);
  if (row.css > CSS_BUDGET) problems.push(`${row.path}: CSS ${kb(row.css)} KiB > ${CSS_BUDGET / KiB}`);
  if (extra !== undefined && extra > LANG_EXTRA) problems.push(`${row.path}: JS ${kb(extra)} KiB over its English page (> ${LANG_EXTRA / KiB})`);
  lines.push(
    `| ${row.path} | ${row.lang} | ${kb(row.js)} | ${kb(row.ready)} | ${row.scripts} | ${kb(row.css)} | ${kb(row.html)} | ${extra === undefined ? '' : (extra >= 0 ? '+' : '') + kb(extra)} |`,
  );
}
const table = lines.join('\n');
mkdirSync(join(root, 'reports'), { recursive: true });
writeFileSync(join(root, 'reports', 'budget.md'), table + '\n');
console.log(table);
if (problems.length) {
  console.error(`\n${problems.length} over budget (KiB = 1024 bytes):\n  ${problems.join('\n  ')}`);
  process.exit(1);
}
console.log(`\nAll ${rows.length} pages within budget (JS ${JS_BUDGET / KiB} KiB = ${JS_BUDGET} bytes).`);
