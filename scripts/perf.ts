// `npm run perf`: the Lighthouse gate (mobile defaults: simulated slow 4G, 4× CPU) on the built
// site, served like a static host, beside the floor — an empty React app (perf/floor/: one <h1>
// and a <p>, built here by the same Vite, served precompressed on PERF_PORT + 1) — measured in
// the same run, so every LCP is also a ratio to what an empty React app reaches on this machine.
//
// CI measures a sample of routes across the three languages (CI_SAMPLE, 10 pages); `npm run
// perf:all` (PERF_ALL=1) measures every row of the route table in every language (a row with
// params by its first path); PERF_PAGES=/a,/fr/b measures just those, and PERF_DEBUG=1 keeps every
// run's report (reports/lighthouse/debug-*.json). Each page is measured PERF_RUNS times (3, in rounds over all pages) and
// judged on the median of each figure over the runs (see rowOf). Fails on LCP > 1.2 s (a margin over the 1.0 s
// goal for a noisy machine), any layout shift, performance < 75 (the goal is 98: PERF_GOAL=1, see
// PERFORMANCE_GOAL), accessibility, best practices or SEO < 100. Writes reports/perf.md and reports/perf.json (LCP, ratio to the floor, first-load JS:
// Lighthouse's transfer size of every script, headers included) and each page's median run as
// Lighthouse JSON in reports/lighthouse/ (open it in the Lighthouse viewer).
import { spawn } from 'node:child_process';
import { createServer } from 'node:http';
import { mkdirSync, readdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { brotliCompressSync } from 'node:zlib';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import sirv from 'sirv';
import { build } from 'vite';
import react from '@vitejs/plugin-react';
import { chromiumArgs, chromiumPath } from './chromium.ts';
import { LANGS } from '../src/lib/langs';
import { localizePath } from '../src/lib/links';
import { routes } from '../src/app/routes';

/** The CI sample: each language, the heaviest pages (periodic, simulation, road map) and both kinds of page with params. */
const CI_SAMPLE = ['/', '/periodic', '/simulation', '/books', '/fr/', '/fr/papers', '/fr/road-maps/frontend-developer', '/rw/', '/rw/academic-levels', '/rw/blog/preparing-for-national-exams'];
const MAX_LCP_MS = 1200;
/**
 * The goal is performance ≥ 98 (PERF_GOAL=1 gates on it). On a quiet 2-core machine every sampled
 * page now reaches 100: in two clean-clone runs (after the periodic grid, the simulations' list and
 * the home tabs became islands, src/app/island.tsx) total blocking time was 0–35 ms on all ten.
 * On a loaded machine the same pages measured 64–332 ms (performance 93–100) a stop earlier: the
 * host's own slowness is multiplied by Lighthouse's 4× CPU. So CI still gates on 75, far enough
 * under any median seen that a slow machine does not fail it but a collapse (a heavy script added
 * to every page) does; every run lists the pages under the goal with their blocking time.
 */
const PERFORMANCE_GOAL = 98;
const THRESHOLDS = { performance: process.env.PERF_GOAL ? PERFORMANCE_GOAL : 75, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const root = resolve(import.meta.dirname, '..');
const reports = join(root, 'reports');
const out = join(reports, 'lighthouse');
const port = Number(process.env.PERF_PORT ?? 4319);
const floorPort = port + 1;
const runs = Math.max(1, Number(process.env.PERF_RUNS ?? 3));
const KiB = 1024;

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(out, { recursive: true });

/** Every row of the route table in every language; a row with params by its first concrete path. */
async function allPages(): Promise<string[]> {
  const paths: string[] = [];
  for (const row of routes) {
    if (row.paths) {
      const first = (await row.paths())[0];
      if (first) paths.push(first);
    } else if (!row.path.includes(':')) paths.push(row.path);
  }
  return LANGS.flatMap((lang) => paths.map((path) => localizePath(path, lang)));
}
const pages = process.env.PERF_PAGES ? process.env.PERF_PAGES.split(',') : process.env.PERF_ALL ? await allPages() : CI_SAMPLE;

// The floor, built by the same Vite (React plugin, same target) into its own folder, precompressed as the site is.
const floorDir = join(root, 'perf', 'floor');
const floorOut = join(floorDir, 'dist');
await build({ root: floorDir, configFile: false, logLevel: 'warn', plugins: [react()], build: { outDir: floorOut, emptyOutDir: true, target: 'es2022', modulePreload: { polyfill: false } } });
for (const file of readdirSync(join(floorOut, 'assets'))) {
  const path = join(floorOut, 'assets', file);
  if (!file.endsWith('.br')) writeFileSync(`${path}.br`, brotliCompressSync(readFileSync(path)));
}
writeFileSync(join(floorOut, 'index.html.br'), brotliCompressSync(readFileSync(join(floorOut, 'index.html'))));
const floorAssets = sirv(floorOut, { brotli: true, etag: true });
const floorServer = createServer((req, res) =>
  floorAssets(req, res, () => {
    res.statusCode = 404;
    res.end();
  }),
);
await new Promise<void>((ready, fail) => floorServer.once('error', fail).listen(floorPort, '127.0.0.1', ready));

const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(port)], { stdio: 'ignore' });
// A server that exits at once (the port is taken) would leave Lighthouse measuring whatever else listens there.
await Promise.race([
  new Promise((resolve) => setTimeout(resolve, 800)),
  new Promise((_, reject) => server.once('exit', () => reject(new Error(`could not serve dist/ on port ${port}: is it in use? Set PERF_PORT.`)))),
]);

const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: ['--headless=new', ...chromiumArgs] });

interface Row {
  page: string;
  lang: string;
  scores: Record<string, number>;
  lcp: number;
  cls: number;
  tbt: number;
  js: number;
  problems: string[];
}

/** One Lighthouse run of one URL. */
async function runOnce(url: string, run: number): Promise<Result> {
  const result = await lighthouse(url, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: Object.keys(THRESHOLDS) });
  if (!result) throw new Error(`Lighthouse returned nothing for ${url}`);
  if (process.env.PERF_DEBUG) writeFileSync(join(out, `debug-${url.replace(/\W+/g, '_')}-${run}.json`), JSON.stringify(result.lhr));
  return result.lhr;
}

/**
 * Measures every URL `runs` times and returns every run. The runs go round the list
 * (the first run of every page, then the second…), not page by page: a burst of load on a shared
 * machine then spoils at most one run of a page, which the median leaves out, instead of all of them.
 */
async function measureAll(urls: readonly string[]): Promise<Map<string, Result[]>> {
  const results = new Map<string, Result[]>(urls.map((url) => [url, []]));
  for (let run = 0; run < runs; run++) {
    for (const url of urls) results.get(url)!.push(await runOnce(url, run));
    console.log(`  run ${run + 1} of ${runs} done for ${urls.length} pages`);
  }
  return results;
}

/** The middle value (the mean of the two middle values for an even count). */
function median(values: readonly number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
}

/** Lighthouse's transfer size of every script the page fetched (headers included). */
function scriptBytes(lhr: Result): number {
  const items = (lhr.audits['network-requests']?.details as { items?: Array<{ resourceType?: string; transferSize?: number }> } | undefined)?.items ?? [];
  return items.filter((item) => item.resourceType === 'Script').reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
}

/**
 * One page's row: every figure is its own median over the runs (a run slowed by a burst of load on
 * a shared machine moves no figure), and the audits named for a failing category are those of
 * `lhr`, the median run (Lighthouse's computeMedianRun: the run nearest the median FCP and time to interactive).
 */
function rowOf(page: string, lhrs: readonly Result[], lhr: Result): Row {
  const audit = (id: string) => median(lhrs.map((run) => run.audits[id]?.numericValue ?? 0));
  const scores = Object.fromEntries(Object.keys(THRESHOLDS).map((id) => [id, Math.round(median(lhrs.map((run) => run.categories[id]?.score ?? 0)) * 100)]));
  const lcp = audit('largest-contentful-paint');
  const cls = audit('cumulative-layout-shift');
  const tbt = audit('total-blocking-time');
  const problems: string[] = [];
  if (lcp > MAX_LCP_MS) problems.push(`LCP ${(lcp / 1000).toFixed(2)} s > ${MAX_LCP_MS / 1000} s`);
  if (cls > 0) problems.push(`layout shift ${cls.toFixed(4)} (must be 0)`);
  for (const [id, min] of Object.entries(THRESHOLDS)) {
    if (scores[id]! >= min) continue;
    const category = lhr.categories[id]!;
    const failing = category.auditRefs
      .map((ref) => lhr.audits[ref.id])
      .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
      .map((a) => `${a!.id}${a!.displayValue ? ` (${a!.displayValue})` : ''}`);
    problems.push(`${id} ${scores[id]} < ${min}: ${failing.slice(0, 6).join(', ')}`);
  }
  return { page, lang: lhr.finalDisplayedUrl.match(/^https?:\/\/[^/]+\/(fr|rw)(\/|$)/)?.[1] ?? 'en', scores, lcp, cls, tbt, js: scriptBytes(lhr), problems };
}

const rows: Row[] = [];
let floor: Row;
try {
  const floorUrl = `http://127.0.0.1:${floorPort}/`;
  const urlOf = (page: string) => `http://127.0.0.1:${port}${page}`;
  const measured = await measureAll([floorUrl, ...pages.map(urlOf)]);
  const floorRuns = measured.get(floorUrl)!;
  floor = rowOf('floor', floorRuns, computeMedianRun([...floorRuns]));
  console.log(`  floor: LCP ${(floor.lcp / 1000).toFixed(2)} s, JS ${(floor.js / KiB).toFixed(1)} KiB`);
  for (const page of pages) {
    const lhrs = measured.get(urlOf(page))!;
    const lhr: Result = computeMedianRun([...lhrs]);
    const row = rowOf(page, lhrs, lhr);
    rows.push(row);
    const name = page.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
    writeFileSync(join(out, `${name}.json`), JSON.stringify(lhr));
    console.log(`  ${page}: LCP ${(row.lcp / 1000).toFixed(2)} s (${(row.lcp / floor.lcp).toFixed(2)}× floor), performance ${row.scores.performance}${row.problems.length ? ` — ${row.problems.join('; ')}` : ''}`);
  }
} finally {
  await chrome.kill();
  server.kill();
  floorServer.close();
}

const ids = Object.keys(THRESHOLDS);
const lines = [
  `Lighthouse ${runs > 1 ? `median of ${runs} runs` : '1 run'} per page (mobile defaults: simulated slow 4G, 4× CPU). Floor: an empty React app (perf/floor/) in the same run. JS: transfer size of every script (KiB = 1024 bytes, headers included).`,
  '',
  `| page | lang | LCP s | × floor | CLS | TBT ms | JS KiB | ${ids.join(' | ')} |`,
  `| --- | --- | ---: | ---: | ---: | ---: | ---: | ${ids.map(() => '---:').join(' | ')} |`,
  ...[floor, ...rows].map(
    (r) => `| ${r.page} | ${r.page === 'floor' ? '' : r.lang} | ${(r.lcp / 1000).toFixed(2)} | ${(r.lcp / floor.lcp).toFixed(2)} | ${r.cls.toFixed(3)} | ${Math.round(r.tbt)} | ${(r.js / KiB).toFixed(1)} | ${ids.map((id) => r.scores[id]).join(' | ')} |`,
  ),
];
writeFileSync(join(reports, 'perf.md'), lines.join('\n') + '\n');
writeFileSync(join(reports, 'perf.json'), JSON.stringify({ runs, floor, pages: rows.map((r) => ({ ...r, floorRatio: r.lcp / floor.lcp })) }, null, 2) + '\n');
console.log(`\n${lines.join('\n')}\n\nReports: reports/perf.md, reports/perf.json, reports/lighthouse/`);
const failed = rows.filter((row) => row.problems.length);
if (failed.length) {
  console.error(`\n${failed.length} page(s) fail the gate (LCP ≤ ${MAX_LCP_MS / 1000} s, CLS 0, ${ids.map((id) => `${id} ≥ ${THRESHOLDS[id as keyof typeof THRESHOLDS]}`).join(', ')}):`);
  for (const row of failed) console.error(`  ${row.page}: ${row.problems.join('; ')}`);
  process.exit(1);
}
const belowGoal = rows.filter((row) => row.scores.performance! < PERFORMANCE_GOAL);
if (belowGoal.length && THRESHOLDS.performance < PERFORMANCE_GOAL) {
  console.log(`\n${belowGoal.length} of ${rows.length} pages are under the goal of performance ${PERFORMANCE_GOAL} (PERF_GOAL=1 gates on it):`);
  for (const row of belowGoal) console.log(`  ${row.page}: performance ${row.scores.performance}, total blocking time ${Math.round(row.tbt)} ms`);
}
console.log(`\nAll ${rows.length} pages meet the gate.`);
