// `npx tsx scripts/measure/perf-periodic-dialog.ts [baseURL]`: how long opening and closing an element's
// details takes on /periodic with the CPU slowed 4× (Chrome DevTools' "4× slowdown", via CDP
// Emulation.setCPUThrottlingRate), as a cheap phone would feel it. For each element it clicks the
// tile and presses Escape, and reads the browser's Event Timing entries (input to next paint, what
// INP measures) plus the time from the click to the first frame that shows the dialog.
// Without a baseURL it serves dist/ itself (run `npm run build` first). Fails above the budget.
import { existsSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { chromium } from 'playwright';
import { launchOptions } from '../../tests/support/chromium.ts';
import { portFor } from '../../tests/support/ports.ts';
import { startServerProcess, type ServerProcess } from '../../tests/support/server-process.ts';

/** A "good" interaction by Core Web Vitals (INP ≤ 200 ms) — on a 4× slowed CPU. */
const BUDGET_MS = 200;
const SYMBOLS = ['H', 'Fe', 'Au', 'U', 'Og', 'C', 'Ne', 'La'];
const root = resolve(import.meta.dirname, '..', '..');

let server: ServerProcess | undefined;
let baseURL = process.argv[2];
if (!baseURL) {
  if (!existsSync(join(root, 'dist', 'periodic', 'index.html'))) {
    console.error('dist/periodic is missing: run `npm run build` first, or pass a base URL.');
    process.exit(1);
  }
  server = await startServerProcess({ port: portFor('periodicDialog') });
  baseURL = server.origin;
}

const median = (values: number[]) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)]!;
const browser = await chromium.launch(launchOptions());
let over = false;
/** A phone (360 px, touch, overlay scrollbars) and a laptop (1280 px, mouse). */
const DEVICES = [
  { name: 'phone 360 px', options: { viewport: { width: 360, height: 740 }, isMobile: true, hasTouch: true, deviceScaleFactor: 2 } },
  { name: 'laptop 1280 px', options: { viewport: { width: 1280, height: 900 } } },
];
try {
  for (const device of DEVICES) {
    const context = await browser.newContext(device.options);
    const page = await context.newPage();
    await page.goto(`${baseURL}/periodic`);
    await page.waitForLoadState('networkidle');
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });

    await page.evaluate(() => {
      const w = window as unknown as { events: { name: string; duration: number }[]; shown: number[]; clickAt: number };
      w.events = [];
      w.shown = [];
      w.clickAt = Number.NaN;
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.events.push({ name: e.name, duration: e.duration });
      }).observe({ type: 'event', buffered: false, durationThreshold: 16 } as PerformanceObserverInit);
      document.addEventListener('click', (event) => void (w.clickAt = event.timeStamp), true);
      // The first frame in which the dialog is in the document: two rAFs after it appears.
      new MutationObserver(() => {
        if (document.querySelector('[role=dialog]') && !Number.isNaN(w.clickAt)) {
          const at = w.clickAt;
          requestAnimationFrame(() => requestAnimationFrame(() => w.shown.push(performance.now() - at)));
          w.clickAt = Number.NaN;
        }
      }).observe(document.body, { childList: true });
    });

    const rows: { symbol: string; open: number; close: number; shown: number }[] = [];
    for (const symbol of SYMBOLS) {
      await page.evaluate(() => void ((window as unknown as { events: unknown[] }).events = []));
      const target = page.locator(`#element-tile-${symbol}`);
      await target.scrollIntoViewIfNeeded();
      await page.waitForTimeout(300);
      if (device.options.hasTouch) await target.tap();
      else await target.click();
      await page.waitForSelector('[role=dialog]');
      await page.waitForTimeout(600);
      await page.keyboard.press('Escape');
      await page.waitForSelector('[role=dialog]', { state: 'detached' });
      await page.waitForTimeout(600);
      const { events, shown } = await page.evaluate(() => {
        const w = window as unknown as { events: { name: string; duration: number }[]; shown: number[] };
        return { events: w.events, shown: w.shown };
      });
      const open = Math.max(
        0,
        ...events
          .filter((e) => ['pointerdown', 'pointerup', 'mousedown', 'mouseup', 'touchstart', 'touchend', 'click'].includes(e.name))
          .map((e) => e.duration),
      );
      const close = Math.max(0, ...events.filter((e) => ['keydown', 'keyup'].includes(e.name)).map((e) => e.duration));
      rows.push({ symbol, open, close, shown: shown[shown.length - 1] ?? Number.NaN });
    }

    console.log(`\n/periodic dialog, ${device.name}, CPU slowed 4× (ms; Event Timing = input to next paint)\n`);
    console.log(`${'element'.padEnd(8)} ${'open'.padStart(6)} ${'shown'.padStart(6)} ${'close'.padStart(6)}`);
    for (const r of rows)
      console.log(`${r.symbol.padEnd(8)} ${r.open.toFixed(0).padStart(6)} ${r.shown.toFixed(0).padStart(6)} ${r.close.toFixed(0).padStart(6)}`);
    const open = median(rows.map((r) => r.open));
    const close = median(rows.map((r) => r.close));
    const shown = median(rows.map((r) => r.shown));
    console.log(
      `\nmedian: open ${open.toFixed(0)} ms (first open ${rows[0]!.open.toFixed(0)} ms), dialog on screen ${shown.toFixed(0)} ms after the click, close ${close.toFixed(0)} ms`,
    );
    if (Math.max(open, close) > BUDGET_MS) over = true;
    await context.close();
  }
  if (over) {
    console.error(`\nOver the ${BUDGET_MS} ms budget.`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  await server?.stop();
}
