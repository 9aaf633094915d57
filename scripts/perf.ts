// `npm run perf`: Lighthouse (mobile, simulated slow 4G — Lighthouse's default mobile settings)
// on the main routes of the built site, served like a static host. Writes HTML and JSON reports to
// reports/lighthouse/ and fails when a route scores under performance 95, accessibility 100,
// best practices 100 or SEO 100.
// Each route is measured PERF_RUNS times (3 by default) and judged on the median run, chosen as
// Lighthouse itself does (computeMedianRun: the run nearest the median FCP and TTI), because one
// run's performance score varies by several points with whatever else the machine is doing.
import { spawn } from 'node:child_process';
import { mkdirSync, writeFileSync, existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { computeMedianRun } from 'lighthouse/core/lib/median-run.js';
import type { Result } from 'lighthouse';
import { chromiumArgs, chromiumPath } from './chromium.ts';

// English pages of the main routes, and a Kinyarwanda and a French page (each language's HTML is its own).
const ROUTES = ['/', '/books', '/papers', '/periodic', '/simulation', '/rw/', '/fr/books'];
/** No layout shift, to three decimals (the language is in the HTML: nothing switches after load). */
const MAX_CLS = 0.001;
const THRESHOLDS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
const root = resolve(import.meta.dirname, '..');
const out = join(root, 'reports', 'lighthouse');
const port = Number(process.env.PERF_PORT ?? 4319);
const runs = Math.max(1, Number(process.env.PERF_RUNS ?? 3));

if (!existsSync(join(root, 'dist', 'index.html'))) {
  console.error('dist/ is missing: run `npm run build` first.');
  process.exit(1);
}
mkdirSync(out, { recursive: true });

const server = spawn(process.execPath, [join(root, 'scripts', 'serve.mjs'), '--port', String(port)], { stdio: 'ignore' });
// A server that exits at once (the port is taken) would leave Lighthouse measuring whatever else listens there.
await Promise.race([
  new Promise((resolve) => setTimeout(resolve, 800)),
  new Promise((_, reject) => server.once('exit', () => reject(new Error(`could not serve dist/ on port ${port}: is it in use? Set PERF_PORT.`)))),
]);

const chrome = await chromeLauncher.launch({
  chromePath: chromiumPath(),
  chromeFlags: ['--headless=new', ...chromiumArgs],
});

const rows: { route: string; scores: Record<string, number>; cls: number; lcp: number }[] = [];
try {
  for (const route of ROUTES) {
    const results: { lhr: Result; report: string[] }[] = [];
    for (let run = 0; run < runs; run++) {
      const result = await lighthouse(`http://127.0.0.1:${port}${route}`, {
        port: chrome.port,
        output: ['html', 'json'],
        logLevel: 'error',
        onlyCategories: Object.keys(THRESHOLDS),
      });
      if (!result) throw new Error(`Lighthouse returned nothing for ${route}`);
      results.push({ lhr: result.lhr, report: result.report as string[] });
    }
    const medianLhr = computeMedianRun(results.map((r) => r.lhr));
    const result = results.find((r) => r.lhr === medianLhr)!;
    const each = results.map((r) => Math.round((r.lhr.categories.performance?.score ?? 0) * 100)).join(', ');
    console.log(`  ${route}: performance per run ${each}; median run ${Math.round((medianLhr.categories.performance?.score ?? 0) * 100)}`);
    const name = route.replace(/^\/|\/$/g, '').replace(/\//g, '-') || 'home';
    const [html, json] = result.report as string[];
    writeFileSync(join(out, `${name}.html`), html!);
    writeFileSync(join(out, `${name}.json`), json!);
    const scores = Object.fromEntries(
      Object.keys(THRESHOLDS).map((id) => [id, Math.round((result.lhr.categories[id]?.score ?? 0) * 100)]),
    );
    const cls = result.lhr.audits['cumulative-layout-shift']?.numericValue ?? 0;
    const lcp = result.lhr.audits['largest-contentful-paint']?.numericValue ?? 0;
    rows.push({ route, scores, cls, lcp });
    if (cls > MAX_CLS) console.log(`  ${route} layout shift ${cls.toFixed(3)} (must be 0)`);
    for (const [id, category] of Object.entries(result.lhr.categories)) {
      if ((category.score ?? 0) * 100 >= THRESHOLDS[id as keyof typeof THRESHOLDS]) continue;
      const failing = category.auditRefs
        .map((ref) => result.lhr.audits[ref.id])
        .filter((a) => a && a.score !== null && a.score < 1 && a.scoreDisplayMode !== 'informative')
        .map((a) => `    - ${a!.id}: ${a!.title}${a!.displayValue ? ` (${a!.displayValue})` : ''}`);
      console.log(`  ${route} ${id} below threshold:\n${failing.slice(0, 8).join('\n')}`);
    }
  }
} finally {
  await chrome.kill();
  server.kill();
}

const ids = Object.keys(THRESHOLDS);
console.log(`\nLighthouse (mobile, simulated slow 4G) — reports in reports/lighthouse/\n`);
console.log(['route'.padEnd(14), ...ids.map((id) => id.padStart(15)), 'LCP s'.padStart(8), 'CLS'.padStart(7)].join(''));
for (const row of rows) {
  console.log([row.route.padEnd(14), ...ids.map((id) => String(row.scores[id]).padStart(15)), (row.lcp / 1000).toFixed(2).padStart(8), row.cls.toFixed(3).padStart(7)].join(''));
}
const failed = rows.filter((row) => row.cls > MAX_CLS || ids.some((id) => row.scores[id]! < THRESHOLDS[id as keyof typeof THRESHOLDS]));
if (failed.length) {
  console.error(`\n${failed.length} route(s) under the thresholds (${ids.map((id) => `${id} ${THRESHOLDS[id as keyof typeof THRESHOLDS]}`).join(', ')}, CLS 0).`);
  process.exit(1);
}
console.log('\nAll routes meet the thresholds.');
