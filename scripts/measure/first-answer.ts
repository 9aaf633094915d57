// `npm run first-answer`: how long a learner's first tap waits for its answer, measured as a learner
// meets it. Each case loads its page on a fresh profile with slow 4G (150 ms round trip, 1.6 Mbps
// down, 750 kbps up: Lighthouse's mobile throttling, through CDP) and the CPU slowed 4×; waits until
// the network is idle and 2 s more (the page looks ready); then makes one first interaction and
// times it from the input event (its `timeStamp`, as Event Timing and INP count) to the first
// animation frame in which its visible result is in the page (the dialog, the selected tab, the
// count). Not until the event handler returns: a part whose code is still loading answers a handler
// at once and shows nothing.
//
// CI runs a sample (SAMPLE below: every case, the languages in turn, 3 runs each) and fails when a
// case's median is over FAIL_MS; FIRST_ANSWER_ALL=1 runs every case in every language;
// FIRST_ANSWER_CASES=a,b runs those cases; FIRST_ANSWER_RUNS=n changes the runs; FIRST_ANSWER_SAVE_DATA=1
// measures with Save-Data on (nothing is fetched ahead of a tap: the goal there is 1 s);
// FIRST_ANSWER_TRACE=1 records a Chromium trace of each interaction in reports/traces/ (for the
// Performance panel: what the tap waited for).
// Writes reports/first-answer.md and reports/first-answer.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium, type Browser, type Page } from 'playwright';
import { launchOptions } from '../../tests/support/chromium.ts';
import { portFor } from '../../tests/support/ports.ts';
import { startServerProcess } from '../../tests/support/server-process.ts';
import { requireDist } from '../../tests/support/static-server.ts';
import { LANGS, type Lang } from '../../src/lib/langs';
import { localizePath } from '../../src/lib/links';

/** The goal is 200 ms (a good INP); the gate leaves 100 ms for a shared, noisy machine. */
const GOAL_MS = 200;
const SAVE_DATA = process.env.FIRST_ANSWER_SAVE_DATA === '1';
const FAIL_MS = SAVE_DATA ? 1000 : 300;
const RUNS = Math.max(1, Number(process.env.FIRST_ANSWER_RUNS ?? 3));
const PORT = portFor('firstAnswer');
const root = resolve(import.meta.dirname, '..', '..');
const base = `http://127.0.0.1:${PORT}`;

/** Lighthouse's mobile "slow 4G". */
const SLOW_4G = { offline: false, latency: 150, downloadThroughput: (1.6 * 1024 * 1024) / 8, uploadThroughput: (750 * 1024) / 8 };
const PHONE = { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 };
const LAPTOP = { viewport: { width: 1280, height: 900 } };

interface Case {
  id: string;
  /** What the learner does, and what they wait for. */
  label: string;
  /** The page, in English (the run puts it in its language). */
  path: string;
  device: typeof PHONE | typeof LAPTOP;
  /** The key whose keydown starts the clock (otherwise the first pointerdown does). */
  key?: string;
  /** Before the clock: what the learner did to get there (focus a tile), if anything. */
  before?: (page: Page) => Promise<void>;
  act: (page: Page) => Promise<void>;
  /** Runs in the page, every frame: true once the result shows. */
  shown: string;
}

const dialogShown = `(() => { const d = document.querySelector('[role=dialog]'); return !!d && d.getBoundingClientRect().height > 0; })()`;
const listboxShown = `(() => { const l = document.querySelector('[role=listbox]'); return !!l && l.getBoundingClientRect().height > 0; })()`;

export const CASES: Case[] = [
  {
    id: 'periodic-tap',
    label: '/periodic: tap Iron → its details',
    path: '/periodic',
    device: PHONE,
    // The learner scrolls to the table first (on a phone it is below the fold), and looks: the
    // tiles' first render on coming into view (content-visibility) is the scroll's, not the tap's.
    before: async (page) => {
      await page.locator('#element-tile-Fe').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
    },
    act: (page) => page.locator('#element-tile-Fe').tap(),
    shown: `(() => { const d = document.querySelector('[role=dialog]'); return !!d && d.getBoundingClientRect().height > 0 && d.textContent.includes('Fe'); })()`,
  },
  {
    id: 'periodic-key',
    label: '/periodic: Tab to Gold, Enter → its details',
    path: '/periodic',
    device: LAPTOP,
    key: 'Enter',
    before: async (page) => {
      await page.keyboard.press('Tab');
      await page.locator('#element-tile-Au').focus();
      await page.waitForTimeout(500);
    },
    act: (page) => page.keyboard.press('Enter'),
    shown: `(() => { const d = document.querySelector('[role=dialog]'); return !!d && d.getBoundingClientRect().height > 0 && d.textContent.includes('Au'); })()`,
  },
  {
    id: 'dialog-close',
    label: '/periodic?element=Au: Close → the dialog is gone',
    path: '/periodic?element=Au',
    device: LAPTOP,
    act: (page) => page.locator('[role=dialog] [data-slot=dialog-close]').click(),
    shown: `!document.querySelector('[role=dialog]')`,
  },
  {
    id: 'search-open',
    label: '/about: header Search → the search dialog',
    path: '/about',
    device: LAPTOP,
    act: (page) => page.locator('header button[aria-keyshortcuts="/"]').click(),
    shown: dialogShown,
  },
  {
    id: 'menu-open',
    label: '/ at 360 px: the menu button → the menu',
    path: '/',
    device: PHONE,
    act: (page) => page.locator('header [data-slot=site-menu-button]').tap(),
    shown: dialogShown,
  },
  {
    id: 'language',
    label: '/about: the language switcher → its dialog',
    path: '/about',
    device: LAPTOP,
    act: (page) => page.locator('[data-slot=language-switcher] button').first().click(),
    shown: dialogShown,
  },
  {
    id: 'home-tab',
    label: '/: tap the second resource tab → it is selected',
    path: '/',
    device: PHONE,
    act: (page) => page.locator('[data-island=home-resources] [role=tab]').nth(1).tap(),
    shown: `document.querySelectorAll('[data-island=home-resources] [role=tab]')[1]?.getAttribute('aria-selected') === 'true'`,
  },
  {
    id: 'simulation-type',
    label: '/simulation: type "w" in the search → "Found N simulations"',
    path: '/simulation',
    device: LAPTOP,
    key: 'w',
    // A tap into the field, then at once a key (the tap alone starts loading what the field needs).
    before: (page) => page.locator('[data-island=simulation-workspace] input[type=search]').click(),
    act: (page) => page.keyboard.press('w'),
    // The count as shown (plain text, at once), not the live region: that one speaks after a pause.
    shown: `/\\d/.test(document.querySelector('[data-island=simulation-workspace] [data-slot=live-region-text]')?.textContent ?? '') && (document.querySelector('[data-island=simulation-workspace] [data-slot=live-region-text]')?.textContent ?? '') !== window.__firstAnswerBefore`,
  },
  {
    id: 'simulation-subject',
    label: '/simulation: tap Chemistry → its list',
    path: '/simulation',
    device: PHONE,
    act: (page) => page.locator('main [role=tab][id$=-chemistry]').tap(),
    shown: `document.querySelector('main [role=tab][id$=-chemistry]')?.getAttribute('aria-selected') === 'true' && !!document.querySelector('main [role=tabpanel][id$=-chemistry] li')`,
  },
  {
    id: 'papers-filters',
    label: '/papers: Show filters → the panel',
    path: '/papers',
    device: PHONE,
    act: (page) => page.locator('[data-slot=paper-filters] > button[aria-expanded]').tap(),
    shown: `(() => { const b = document.querySelector('[data-slot=paper-filters] > button[aria-expanded]'); const p = b && document.getElementById(b.getAttribute('aria-controls')); return !!p && !p.hidden && p.getBoundingClientRect().height > 0; })()`,
  },
  {
    id: 'papers-select',
    label: '/papers?filters=open: a select → its options',
    path: '/papers',
    device: LAPTOP,
    before: async (page) => {
      // The panel opens first (its selects are what is timed): a tap, then the selects' code is given time.
      await page.locator('[data-slot=paper-filters] > button[aria-expanded]').click();
      await page.locator('[data-slot=paper-filters] button[role=combobox]').first().waitFor();
      await page.waitForTimeout(2000);
    },
    act: (page) => page.locator('[data-slot=paper-filters] button[role=combobox]').first().click(),
    shown: listboxShown,
  },
  {
    id: 'books-type',
    label: '/books: type "c" → the address and the list',
    path: '/books',
    device: LAPTOP,
    key: 'c',
    before: (page) => page.locator('main input[type=search]').first().click(),
    act: (page) => page.keyboard.press('c'),
    // The list is filtered in the same commit that writes the address (in Kinyarwanda every book
    // matches "c": the list stays, the address is the result).
    shown: `new URLSearchParams(location.search).get('q') === 'c'`,
  },
  {
    id: 'books-page',
    label: '/books: page 2 → the next books',
    path: '/books',
    device: PHONE,
    act: (page) => page.locator('main nav[data-slot=pagination] button').nth(1).tap(),
    shown: `document.querySelectorAll('main nav[data-slot=pagination] button')[1]?.getAttribute('aria-current') === 'page'`,
  },
  {
    id: 'save-offline',
    label: '/offline: Save the whole site → saving starts',
    path: '/offline',
    device: LAPTOP,
    act: (page) => page.locator('#save-offline button[data-variant=default]').first().click(),
    shown: `!!document.querySelector('#save-offline progress, #save-offline [data-state=saving]')`,
  },
];

/** The CI sample: every case, in the three languages in turn (14 cases). */
const SAMPLE: Array<[string, Lang]> = CASES.map((c, i) => [c.id, LANGS[i % LANGS.length]!]);

interface Result {
  id: string;
  label: string;
  lang: Lang;
  path: string;
  runs: number[];
  median: number;
}

async function once(browser: Browser, c: Case, lang: Lang): Promise<number> {
  // No service worker: it saves the page in idle time and changes nothing a tap waits for; without
  // its traffic the network is idle sooner, so the tap comes sooner after the page paints (harder).
  const context = await browser.newContext({ ...c.device, locale: 'en-US', serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', SLOW_4G);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    if (SAVE_DATA) await page.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })`);
    await page.goto(base + localizePath(c.path, lang), { waitUntil: 'networkidle', timeout: 60_000 });
    await page.waitForTimeout(2000);
    if (c.before) await c.before(page);
    // A string, not a function: tsx would add helpers to a function that the page does not have.
    await page.evaluate(`(() => {
      const w = window;
      w.__firstAnswer = { start: NaN, end: NaN };
      w.__firstAnswerBefore = document.querySelector('main [data-slot=live-region-text]')?.textContent ?? '';
      const start = (event) => { if (Number.isNaN(w.__firstAnswer.start)) w.__firstAnswer.start = event.timeStamp; };
      ${c.key ? `window.addEventListener('keydown', (event) => event.key === ${JSON.stringify(c.key)} && start(event), true);` : `window.addEventListener('pointerdown', start, true);`}
      const tick = () => {
        if (!Number.isNaN(w.__firstAnswer.start) && (${c.shown})) w.__firstAnswer.end = performance.now();
        else requestAnimationFrame(tick);
      };
      requestAnimationFrame(tick);
    })()`);
    const trace = process.env.FIRST_ANSWER_TRACE ? join(root, 'reports', 'traces', `${c.id}-${lang}-${Date.now()}.json`) : undefined;
    // FIRST_ANSWER_TRACE=1: a Chromium trace of each interaction, with JavaScript samples, to open
    // in DevTools' Performance panel. Build with NO_MINIFY=1 first for readable function names.
    if (trace) {
      mkdirSync(join(root, 'reports', 'traces'), { recursive: true });
      await browser.startTracing(page, {
        path: trace,
        categories: [
          'devtools.timeline',
          'disabled-by-default-devtools.timeline',
          'disabled-by-default-devtools.timeline.frame',
          'disabled-by-default-v8.cpu_profiler',
          'v8.execute',
          'blink.user_timing',
          'latencyInfo',
        ],
      });
    }
    await c.act(page);
    // Polled from here: waitForFunction evaluates a string, which the site's CSP forbids.
    for (const until = Date.now() + 30_000; !(await page.evaluate<boolean>('!Number.isNaN(window.__firstAnswer.end)'));) {
      if (Date.now() > until) {
        const state = await page.evaluate<string>(
          `JSON.stringify({ url: location.href, started: window.__firstAnswer.start, dialog: document.querySelector('[role=dialog]')?.textContent?.slice(0, 80) ?? null, focus: document.activeElement?.outerHTML.slice(0, 120) })`,
        );
        throw new Error(`${c.id} (${lang}): no result within 30 s: ${state}`);
      }
      await page.waitForTimeout(100);
    }
    if (trace) await browser.stopTracing();
    return await page.evaluate<number>('Math.round(window.__firstAnswer.end - window.__firstAnswer.start)');
  } finally {
    await context.close();
  }
}

const isMain = import.meta.url === `file://${process.argv[1]}`;
if (isMain) {
  requireDist();
  const only = process.env.FIRST_ANSWER_CASES?.split(',');
  const plan: Array<[Case, Lang]> = (process.env.FIRST_ANSWER_ALL ? CASES.flatMap((c) => LANGS.map((lang): [string, Lang] => [c.id, lang])) : SAMPLE)
    .filter(([id]) => !only || only.includes(id))
    .map(([id, lang]) => [CASES.find((c) => c.id === id)!, lang]);

  const server = await startServerProcess({ port: PORT });
  const browser = await chromium.launch(launchOptions());
  const results: Result[] = [];
  try {
    // A browser's first page pays for its start-up (cold disk cache, nothing compiled yet), which a
    // phone's browser has long paid: the first measured run came out 300–1,400 ms slower than the
    // next two. One page load first, not measured, in a context of its own (no cache is shared).
    const startUp = await browser.newContext({ serviceWorkers: 'block' });
    await (await startUp.newPage()).goto(base + '/about', { waitUntil: 'networkidle' });
    await startUp.close();
    for (const [c, lang] of plan) {
      const runs: number[] = [];
      for (let i = 0; i < RUNS; i++) runs.push(await once(browser, c, lang));
      const median = [...runs].sort((a, b) => a - b)[Math.floor(runs.length / 2)]!;
      results.push({ id: c.id, label: c.label, lang, path: localizePath(c.path, lang), runs, median });
      console.log(`${median > FAIL_MS ? '✗' : median > GOAL_MS ? '~' : '✓'} ${String(median).padStart(5)} ms  ${lang}  ${c.label}  (runs ${runs.join(', ')})`);
    }
  } finally {
    await browser.close();
    await server.stop();
  }

  const failed = results.filter((r) => r.median > FAIL_MS);
  const lines = [
    `First answer: from the first input event to the first frame that shows its result, after the page looked ready (network idle + 2 s), slow 4G and 4× CPU, fresh profile, median of ${RUNS}${SAVE_DATA ? ', with Save-Data on' : ''}. Goal ${SAVE_DATA ? 1000 : GOAL_MS} ms, fails over ${FAIL_MS} ms.`,
    '',
    '| interaction | lang | median ms | runs |',
    '| --- | --- | ---: | --- |',
    ...results.map((r) => `| ${r.label} | ${r.lang} | ${r.median} | ${r.runs.join(', ')} |`),
  ];
  mkdirSync(join(root, 'reports'), { recursive: true });
  const name = SAVE_DATA ? 'first-answer-save-data' : 'first-answer';
  writeFileSync(join(root, 'reports', `${name}.md`), lines.join('\n') + '\n');
  writeFileSync(join(root, 'reports', `${name}.json`), JSON.stringify(results, null, 2) + '\n');
  if (failed.length) {
    console.error(`\n${failed.length} over ${FAIL_MS} ms:\n  ${failed.map((r) => `${r.path} ${r.label}: ${r.median} ms`).join('\n  ')}`);
    process.exit(1);
  }
  console.log(`\n${results.length} of ${results.length} first answers within ${FAIL_MS} ms (goal ${GOAL_MS}).`);
}
