// Byte budget: for every prerendered route, the JavaScript the browser loads before the page
// is interactive (the entry script, its static imports, and the matched page's chunk with its
// imports — what entry-client awaits before hydrating) and the CSS, all gzipped.
// Fails when a route's JS exceeds 130 KB or its CSS 20 KB; prints a table either way.
import { readFileSync, existsSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { join, resolve } from 'node:path';

// KB as 1024 bytes, as size-limit and the bytes package count them.
const JS_BUDGET = 130 * 1024;
const CSS_BUDGET = 20 * 1024;
const root = resolve(import.meta.dirname, '..');
const dist = join(root, 'dist');
const manifestPath = join(dist, '.vite', 'manifest.json');
if (!existsSync(manifestPath)) {
  console.error('dist/.vite/manifest.json is missing: run `npm run build` first.');
  process.exit(1);
}
const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
const gz = (file) => gzipSync(readFileSync(join(dist, file)), { level: 9 }).length;

/** A chunk and everything it imports statically. */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const dep of manifest[key]?.imports ?? []) closure(dep, seen);
  return seen;
}

const entryKey = Object.keys(manifest).find((k) => manifest[k].isEntry);
const sitemap = readFileSync(join(dist, 'sitemap.xml'), 'utf8');
const paths = [...sitemap.matchAll(/<loc>https?:\/\/[^/]+(\/[^<]*)<\/loc>/g)].map((m) => m[1]);
// Which page chunk each route hydrates with: the routes module imports each page lazily, so
// read the page module name from the route table source.
const routesSource = readFileSync(join(root, 'src', 'routes.ts'), 'utf8');
const rowPattern = /row\(\s*'([^']+)',\s*'([^']+)',\s*\(\)\s*=>\s*import\('\.\/([^']+)'\)/g;
const rows = [...routesSource.matchAll(rowPattern)].map((m) => ({ id: m[1], path: m[2], module: `src/${m[3]}.tsx` }));
const rowFor = (path) =>
  rows.find((r) => r.path === path) ??
  rows.find((r) => r.path.includes(':') && new RegExp(`^${r.path.replace(/:[^/]+/g, '[^/]+')}$`).test(path));

const results = [];
for (const path of [...paths, '/404']) {
  const row = path === '/404' ? { module: 'src/pages/NotFoundPage.tsx' } : rowFor(path);
  const keys = closure(entryKey);
  if (row && manifest[row.module]) closure(row.module, keys);
  else if (row) throw new Error(`no chunk for ${row.module} (route ${path})`);
  const js = [...keys].reduce((sum, key) => sum + gz(manifest[key].file), 0);
  const cssFiles = new Set([...keys].flatMap((key) => manifest[key].css ?? []));
  const css = [...cssFiles].reduce((sum, file) => sum + gz(file), 0);
  const htmlFile = path === '/404' ? '404.html' : path === '/' ? 'index.html' : join(path.slice(1), 'index.html');
  const html = gz(htmlFile);
  results.push({ path, js, css, html, ok: js <= JS_BUDGET && css <= CSS_BUDGET });
}

const kb = (n) => (n / 1024).toFixed(1).padStart(7);
console.log(`\nFirst-load bytes per route (gzip, KiB; budget JS ${JS_BUDGET / 1024} KiB, CSS ${CSS_BUDGET / 1024} KiB)\n`);
console.log(`${'route'.padEnd(34)} ${'JS KiB'.padStart(7)} ${'CSS KiB'.padStart(7)} ${'HTML KiB'.padStart(7)}`);
for (const r of results) console.log(`${r.path.padEnd(34)} ${kb(r.js)} ${kb(r.css)} ${kb(r.html)}${r.ok ? '' : '  OVER BUDGET'}`);
const failed = results.filter((r) => !r.ok);
if (failed.length) {
  console.error(`\n${failed.length} route(s) over budget.`);
  process.exit(1);
}
console.log(`\nAll ${results.length} routes within budget.`);
