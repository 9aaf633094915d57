// `npm run test:pseudo` (issue 46, item 4; ADR 0010): the site in the pseudo-locale, checked in
// Chromium. English is replaced by its pseudo text (src/lib/pseudo.ts: `[Ŝéåŕçĥ ~~]`, accented and
// about 30 % longer), so
//   1. any text a learner sees that is still plain English did not come from a catalogue (it
//      escapes translation), and is listed with its page;
//   2. a layout that breaks when words run longer shows: no page may scroll sideways at 360 px,
//      and no text may be cut off by a box that hides its overflow.
// Only what the check needs is built: a copy of the sources with pseudo catalogues, its SSR bundle
// (no client build), and one page per row of the route table, in English, rendered into the real
// build's page (its styles), with JavaScript off. Needs `npm run build:site` first (dist/).
import { cp, mkdir, mkdtemp, readdir, readFile, rm, symlink, writeFile } from 'node:fs/promises';
import { existsSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, relative } from 'node:path';
import { pathToFileURL } from 'node:url';
import { execFileSync } from 'node:child_process';
import { chromium } from 'playwright';
import { launchOptions } from '../../tests/support/chromium.ts';
import { serveStatic } from '../../tests/support/static-server.ts';
import type { RoadmapPlan } from '../../src/content/schema/roadmap-plans';

const ROOT = join(import.meta.dirname, '..', '..');
const DIST = join(ROOT, 'dist');
const REPORT = join(ROOT, 'reports', 'pseudo');
const keep = process.argv.includes('--keep');

if (!existsSync(join(DIST, 'index.html'))) {
  console.error('test:pseudo: no dist/ — run npm run build:site first.');
  process.exit(2);
}

// Words a page shows that are names, not text to translate: the site's and the boards' names, the
// languages' own names, units and file types.
const NAMES = new Set([
  'Ubumenyi',
  'PhET',
  'REB',
  'RTB',
  'NESA',
  'WhatsApp',
  'GitHub',
  'LinkedIn',
  'YouTube',
  'Facebook',
  'Instagram',
  'Ikinyarwanda',
  'Français',
  'English',
  'PDF',
  'KB',
  'MB',
  'GB',
  'pm',
  'eV',
  'kJ',
  'mol',
]);

/**
 * Data a page shows as its source wrote it, which no catalogue holds on purpose: the titles and
 * authors of documents, the papers' codes, PhET's simulation names, the elements' symbols, who
 * discovered them and the sources of their facts, the road maps' titles and free resources, the
 * team's names and the site's address. Read from the collections themselves, so a new record is
 * known without a list to keep.
 */
async function dataNames(): Promise<Set<string>> {
  const [{ books }, { papers }, { simulations }, { elements }, { elementFacts }, { elementSources }, { roadmaps }, { site }] = await Promise.all([
    import('../../src/content/books'),
    import('../../src/content/papers'),
    import('../../src/content/simulations'),
    import('../../src/content/elements'),
    import('../../src/content/element-facts'),
    import('../../src/content/element-sources'),
    import('../../src/content/roadmaps'),
    import('../../src/content/site'),
  ]);
  return new Set(
    [
      ...books.flatMap((b) => [b.title, b.author]),
      ...papers.flatMap((p) => [p.title, p.code]),
      // PhET's names, and the catalogue's English descriptions and categories as the shared data has them
      // (content/simulations.pot follows them: tests/unit/simulations-content.test.ts).
      ...simulations.flatMap((s) => [s.name, s.description, s.category]),
      ...elements.flatMap((e) => [e.symbol, e.name]),
      ...elementFacts.flatMap((f) => (f.discoveredBy ? f.discoveredBy.split(/,\s*|\s+and\s+/) : [])),
      ...elementSources.map((source) => source.name),
      ...roadmaps.flatMap((r) => [r.title, r.author]),
      ...(await roadmapResources()),
      ...site.team.map((member) => member.name),
      site.email,
    ].filter((name): name is string => typeof name === 'string' && name.length > 0),
  );
}
const DATA = await dataNames();

/** The free resources each road map plan names (src/content/roadmap-plans/*.ts): their names and addresses. */
async function roadmapResources(): Promise<string[]> {
  const dir = join(ROOT, 'src', 'content', 'roadmap-plans');
  const plans = await Promise.all(
    (await readdir(dir)).filter((f) => f.endsWith('.ts')).map(async (f) => (await import(pathToFileURL(join(dir, f)).href)) as { default: RoadmapPlan }),
  );
  return plans.flatMap(({ default: plan }) => plan.stages.flatMap((stage) => stage.resources).flatMap((r) => [r.name, r.url]));
}

const started = Date.now();
const work = await mkdtemp(join(tmpdir(), 'ubumenyi-pseudo-'));
try {
  // A copy of what the SSR build reads, with its own generated content.
  for (const part of ['src', 'scripts', 'public', 'index.html', 'vite.config.ts', 'tsconfig.json', 'package.json']) {
    await cp(join(ROOT, part), join(work, part), { recursive: true, filter: (source) => !/[\\/](generated)([\\/]|$)/.test(relative(ROOT, source)) });
  }
  await symlink(join(ROOT, 'node_modules'), join(work, 'node_modules'), 'dir');
  const run = (command: string, args: string[]) =>
    execFileSync(command, args, { cwd: work, stdio: ['ignore', 'ignore', 'pipe'], env: { ...process.env, UBUMENYI_PSEUDO: '1' } });
  // The pseudo text is longer than the English writer's own limits (a road map's intro is at most
  // 500 characters in English): those road maps' PDFs are not built here. The pages are what is checked.
  run('npm', ['run', 'content:generate']);
  run('npx', ['vite', 'build', '--ssr', 'src/app/entry-server.tsx', '--outDir', 'dist-ssr', '--logLevel', 'error']);
  const built = Date.now();

  const server = (await import(pathToFileURL(join(work, 'dist-ssr', 'entry-server.js')).href)) as {
    render: (url: string, row?: unknown) => Promise<string>;
    prerenderPaths: () => Promise<string[]>;
    routes: Array<{ path: string; page: string }>;
    langOfPath: (path: string) => string;
  };
  // One page per row of the route table (its first path), in English: what the pseudo-locale replaces.
  const english = (await server.prerenderPaths()).filter((path) => server.langOfPath(path) === 'en');
  const pages = server.routes.flatMap((row) => {
    const pattern = new RegExp(`^${row.path.replace(/:[^/]+/g, '[^/]+')}/?$`);
    const path = english.find((p) => pattern.test(p));
    return path ? [{ path, row }] : [];
  });

  const browser = await chromium.launch(launchOptions());
  // The real build's files, served as a static host serves them; each page is the pseudo one (below).
  const site = await serveStatic({ root: DIST });
  const escapes: string[] = [];
  const breaks: string[] = [];
  await mkdir(REPORT, { recursive: true });
  for (const width of [360, 1280]) {
    const context = await browser.newContext({ viewport: { width, height: 800 }, javaScriptEnabled: false });
    const page = await context.newPage();
    let current = '';
    // Every request is answered by the server from dist/, but the page itself, which is the pseudo one.
    await page.route(
      (url) => url.pathname === current,
      (route) => route.fulfill({ contentType: 'text/html', body: pseudoPages.get(current)! }),
    );
    const pseudoPages = new Map<string, string>();
    for (const { path, row } of pages) {
      if (!pseudoPages.has(path)) pseudoPages.set(path, await pageHtml(path, await server.render(path, row)));
      current = path;
      await page.goto(site.origin + path);
      // tsx names functions with a helper the page does not have: it is given one.
      const found = (await page.evaluate(`(() => { const __name = (f) => f; return (${inspect.toString()})(); })()`)) as ReturnType<typeof inspect>;
      if (width === 360) {
        for (const text of found.texts) if (escaping(text)) escapes.push(`${path}: ${JSON.stringify(text)}`);
      }
      if (found.sideways > 0) breaks.push(`${path} at ${width} px: the page scrolls ${found.sideways} px sideways`);
      for (const cut of found.cut) breaks.push(`${path} at ${width} px: ${cut}`);
      if (width === 360 && ['/', '/periodic'].includes(path)) {
        await page.screenshot({ path: join(REPORT, `${path === '/' ? 'home' : path.slice(1).replace(/\//g, '-')}-360.png`), fullPage: path === '/' });
      }
    }
    await context.close();
  }
  await browser.close();
  await site.close();

  const unique = (list: string[]) => [...new Set(list)];
  const report = {
    pages: pages.length,
    escapes: unique(escapes),
    breaks: unique(breaks),
    buildSeconds: Math.round((built - started) / 1000),
    totalSeconds: Math.round((Date.now() - started) / 1000),
  };
  await writeFile(join(REPORT, 'report.json'), `${JSON.stringify(report, null, 2)}\n`);
  console.log(`test:pseudo: ${pages.length} pages at 360 and 1280 px; built in ${report.buildSeconds} s, ${report.totalSeconds} s in all.`);
  if (report.escapes.length)
    console.error(`\nText that did not come from a catalogue (${report.escapes.length}):\n  ${report.escapes.slice(0, 60).join('\n  ')}`);
  if (report.breaks.length) console.error(`\nLayouts that break with longer words (${report.breaks.length}):\n  ${report.breaks.slice(0, 60).join('\n  ')}`);
  if (report.escapes.length || report.breaks.length) process.exitCode = 1;
  else console.log('test:pseudo: every text comes from a catalogue, and nothing breaks with longer words.');
} finally {
  if (!keep) await rm(work, { recursive: true, force: true });
  else console.log(`test:pseudo: the pseudo build is kept in ${work}`);
}

/** The real build's page for a path, with the pseudo render in its root, and no script. */
async function pageHtml(path: string, app: string): Promise<string> {
  const file = join(DIST, path.replace(/^\//, ''), 'index.html');
  const real = await readFile(file, 'utf8');
  const open = real.indexOf('<div id="root"');
  const start = real.indexOf('>', open) + 1;
  const end = real.lastIndexOf('</div>', real.indexOf('<script data-modules'));
  if (open < 0 || end < start) throw new Error(`${relative(ROOT, file)}: no root to fill`);
  // React puts the page's <title> and <meta> first: they belong to the head, which keeps the real ones.
  const body = app.replace(/^(?:<(title)>[\s\S]*?<\/title>|<(meta|link)\b[^>]*\/?>)+/, '');
  return (real.slice(0, start) + body + real.slice(end)).replace(/<script\b[\s\S]*?<\/script>/g, '');
}

/**
 * Whether a text a learner sees (or hears) is plain English that no catalogue gave: it has words of
 * Latin letters, none of the pseudo-locale's marks (accented letters, its `~` padding), and words
 * that are not names.
 */
function escaping(text: string): boolean {
  if (/[\u00c0-\u024f\u1e00-\u1eff~]/.test(text)) return false;
  if (DATA.has(text)) return false;
  // A date as Intl writes it in English ("21 November 2026"): formatted, not written.
  if (/^\d{1,2} [A-Z][a-z]+ \d{4}$/.test(text)) return false;
  const words = text.replace(/https?:\/\/\S+|[\w.+-]+@[\w.-]+/g, ' ').match(/[A-Za-z][A-Za-z'’-]*[A-Za-z]/g) ?? [];
  return words.some((word) => !NAMES.has(word));
}

/** In the page: the texts a learner meets (text, and names a screen reader says), and what breaks. */
function inspect() {
  const texts: string[] = [];
  const skip = (element: Element | null) =>
    !!element?.closest('script, style, code, kbd, [translate="no"], [aria-hidden="true"], [hidden]') ||
    (!!element?.closest('[lang]') && element.closest('[lang]')!.getAttribute('lang') !== 'en');
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent?.trim();
    if (text && !skip(node.parentElement)) texts.push(text);
  }
  for (const element of document.body.querySelectorAll('[aria-label], [alt], [title], [placeholder], [aria-description]')) {
    if (skip(element)) continue;
    for (const name of ['aria-label', 'alt', 'title', 'placeholder', 'aria-description']) {
      const value = element.getAttribute(name)?.trim();
      if (value) texts.push(value);
    }
  }
  const sideways = document.documentElement.scrollWidth - window.innerWidth;
  const cut: string[] = [];
  for (const element of document.body.querySelectorAll<HTMLElement>('*')) {
    const style = getComputedStyle(element);
    if (!['hidden', 'clip'].includes(style.overflowX) || style.textOverflow === 'ellipsis' || !element.textContent?.trim()) continue;
    if (element.closest('.sr-only') || (style.position === 'absolute' && element.clientWidth <= 1)) continue;
    if (element.scrollWidth > element.clientWidth + 1) {
      cut.push(
        `<${element.localName}${element.className ? ` class="${String(element.className).slice(0, 60)}"` : ''}> cuts ${element.scrollWidth - element.clientWidth} px of “${element.textContent.trim().slice(0, 40)}”`,
      );
    }
  }
  return { texts, sideways, cut };
}
