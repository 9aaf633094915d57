import { test as base, expect } from '@playwright/test';
import { axeBuilder } from './axe';
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { IBM_FAILING, IBM_RULESETS, isExcluded } from './a11y-policy';
import { hydrationProblems, watchHydrationOf, type HydrationCheck } from './hydration';

export { expect, axeBuilder };

/**
 * Runs axe on the page (WCAG 2.0–2.2 A/AA) and returns a readable list of violations, less the
 * exclusions of a11y-policy.ts for `path` (the page's path when absent).
 */
export async function axeViolations(page: import('@playwright/test').Page, path?: string): Promise<string[]> {
  const where = path ?? new URL(page.url()).pathname;
  await colorsSettled(page);
  const results = await axeBuilder(page).analyze();
  return results.violations
    .filter((v) => !isExcluded('axe', v.id, where))
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
}

/**
 * Waits for the page's colour transitions to end (at most 2 s): a checker measures the colours a
 * learner reads, not a frame of a fade. A board's toggle that a shared link presses as the page
 * hydrates (/papers?board=reb) is 150 ms from muted to primary; axe once measured its contrast
 * halfway. Animations that never end (a spinner) are not waited for.
 */
export async function colorsSettled(page: import('@playwright/test').Page): Promise<void> {
  await page.evaluate(() => {
    const finite = document.getAnimations().filter((animation) => Number.isFinite(Number(animation.effect?.getComputedTiming().endTime ?? Infinity)));
    const ended = Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    return Promise.race([ended, new Promise((done) => setTimeout(done, 2000))]);
  });
}

/** IBM Equal Access's browser engine, read once: the `accessibility-checker` wrapper would download it. */
let aceSource: string | undefined;
function ace(): string {
  aceSource ??= readFileSync(createRequire(import.meta.url).resolve('accessibility-checker-engine/ace.js'), 'utf8');
  return aceSource;
}

interface IbmResult {
  ruleId: string;
  reasonId: string;
  value: [string, string];
  message: string;
  path: { dom: string };
  snippet: string;
}

/**
 * Runs IBM Equal Access (accessibility-checker-engine) on the page with the policy of
 * a11y-policy.ts (WCAG 2.2 rule set, failing levels, exclusions) and returns a readable list of
 * failures. The engine is evaluated like axe is (CDP evaluation, not a `<script>` tag), so the
 * site's CSP (`script-src 'self'`) stays in force.
 */
export async function ibmViolations(page: import('@playwright/test').Page, path?: string): Promise<string[]> {
  const where = path ?? new URL(page.url()).pathname;
  await colorsSettled(page);
  if (!(await page.evaluate(() => 'ace' in window))) await page.evaluate(`${ace()}\n;window.ace = ace;`);
  const results = await page.evaluate(async (rulesets) => {
    const engine = (window as unknown as { ace: { Checker: new () => { check(d: Document, r: string[]): Promise<{ results: IbmResult[] }> } } }).ace;
    const report = await new engine.Checker().check(document, rulesets);
    return report.results.map((r) => ({
      ruleId: r.ruleId,
      reasonId: r.reasonId,
      value: r.value,
      message: r.message,
      path: { dom: r.path.dom },
      snippet: r.snippet,
    }));
  }, IBM_RULESETS);
  return results
    .filter((r) => IBM_FAILING.some(([policy, confidence]) => r.value[0] === policy && r.value[1] === confidence))
    .filter((r) => !isExcluded('ibm', r.ruleId, where))
    .map((r) => `${r.ruleId} (${r.reasonId}): ${r.message}\n  ${r.path.dom}\n  ${r.snippet}`);
}

interface Fixtures {
  /** Console errors and uncaught exceptions seen on the page; checked after each test. */
  pageErrors: string[];
}

/**
 * The e2e `test`: the site is on loopback only, so any request to another host is aborted
 * (tests that need one intercept it with page.route, which takes precedence), and every
 * console error or uncaught exception fails the test.
 */
export const test = base.extend<Fixtures>({
  context: async ({ context, baseURL }, use) => {
    const origin = new URL(baseURL ?? 'http://127.0.0.1').origin;
    await context.route(
      (url) => url.origin !== origin && url.protocol !== 'data:' && url.protocol !== 'blob:',
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  // Only a test that opens a page pays for one: a request-only test (most of the route loop) gets
  // no browser page, which saves about a second per test.
  // eslint-disable-next-line no-empty-pattern -- Playwright reads a fixture's dependencies from this pattern.
  pageErrors: async ({}, use) => {
    await use([]);
  },
  page: async ({ page, pageErrors }, use) => {
    page.on('console', (message) => {
      if (message.type() === 'error') pageErrors.push(`console: ${message.text()}`);
    });
    page.on('pageerror', (error) => pageErrors.push(`pageerror: ${error.message}`));
    // React reports an error it recovered from wrapped (production error #520 and the like), and
    // Playwright's pageerror carries only the wrapper's message: log what caused it, so a failure
    // says which error it was.
    await page.addInitScript(() => {
      window.addEventListener('error', (event) => {
        const cause: unknown = (event.error as { cause?: unknown } | null)?.cause;
        if (cause) console.error(`caused by: ${cause instanceof Error ? (cause.stack ?? cause.message) : String(cause)}`);
      });
    });
    await use(page);
    expect(pageErrors, 'console errors or uncaught exceptions').toEqual([]);
  },
});

/**
 * Opens a URL and waits until the whole page has hydrated and warmed: every prerendered part, including those
 * that hydrate from their own chunks, and the query string and language applied (the app marks
 * `<html data-hydrated>` then). A tap or keystroke on prerendered HTML before that may be lost.
 *
 * Then fails if React reported a hydration mismatch (or any error it recovered from) and, with
 * `{ adoption: true }` on a plain load, if hydration replaced prerendered elements of `<main>`
 * instead of adopting them (see hydration.ts). The check reads what an init script recorded during
 * this same load: it costs no extra page load.
 */
export async function gotoHydrated(page: import('@playwright/test').Page, url: string, check: HydrationCheck = {}): Promise<void> {
  await watchHydrationOf(page);
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  expect(await hydrationProblems(page, check), `hydration of ${url}`).toEqual([]);
  // And warm (src/lib/warm.ts): the code of the page's shown controls fetched, its islands
  // live, as a learner finds the page once it looks ready. A test of what happens before (a tap on
  // a part whose code is still on its way) turns Save-Data on: then nothing is warmed ahead of a tap.
  await page.locator('html[data-warm]').waitFor({ state: 'attached' });
}

/**
 * Turns Save-Data on for the pages `page` opens from now on (navigator.connection.saveData, which
 * the site reads): nothing is fetched ahead of a tap, so a test sees a part before its code arrives.
 */
export async function saveData(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(`Object.defineProperty(navigator, 'connection', { value: { saveData: true }, configurable: true })`);
}

/**
 * Records Content-Security-Policy violations from the first script on, on every document the page
 * loads; read them with `cspViolations`. Call before `page.goto`.
 */
export async function watchCsp(page: import('@playwright/test').Page): Promise<void> {
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__csp', { value: seen });
    document.addEventListener('securitypolicyviolation', (e) => seen.push(`${e.violatedDirective} ${e.blockedURI}`));
  });
}

/** The violations `watchCsp` recorded on the current document. */
export async function cspViolations(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => (window as unknown as { __csp?: string[] }).__csp ?? ['watchCsp was not called before the page loaded']);
}

/** Links on the live page with no href, an empty one or "#" (the prerendered HTML is checked in links.spec.ts). */
export async function emptyLinks(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() =>
    [...document.querySelectorAll('a')]
      .filter((a) => {
        const href = a.getAttribute('href');
        return href === null || href.trim() === '' || href.trim() === '#';
      })
      .map((a) => a.outerHTML.slice(0, 120)),
  );
}

/**
 * What the engines above do not check on their own, read from the live DOM: every ARIA id
 * reference resolves (aria-controls included), landmarks of one role have unique names, and no
 * list is empty. Returns a readable list of problems.
 */
export async function structureProblems(page: import('@playwright/test').Page): Promise<string[]> {
  return page.evaluate(() => {
    const problems: string[] = [];
    const idRefs = [
      'aria-controls',
      'aria-labelledby',
      'aria-describedby',
      'aria-owns',
      'aria-activedescendant',
      'aria-details',
      'aria-errormessage',
      'aria-flowto',
    ];
    for (const attr of idRefs) {
      for (const el of document.querySelectorAll(`[${attr}]`)) {
        for (const id of (el.getAttribute(attr) ?? '').split(/\s+/).filter(Boolean)) {
          if (!document.getElementById(id)) problems.push(`${attr}="${id}" on <${el.localName}> names no element`);
        }
      }
    }
    const text = (id: string) => document.getElementById(id)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
    const nameOf = (el: Element) =>
      el.getAttribute('aria-label')?.trim() || (el.getAttribute('aria-labelledby') ?? '').split(/\s+/).filter(Boolean).map(text).join(' ');
    const roleOf = (el: Element): string | null => {
      const role = el.getAttribute('role');
      if (role) return ['banner', 'complementary', 'contentinfo', 'form', 'main', 'navigation', 'region', 'search'].includes(role) ? role : null;
      const named = nameOf(el) !== '';
      switch (el.localName) {
        case 'nav':
          return 'navigation';
        case 'main':
          return 'main';
        case 'aside':
          return 'complementary';
        case 'section':
          return named ? 'region' : null;
        case 'form':
          return named ? 'form' : null;
        case 'search':
          return 'search';
        default:
          return null;
      }
    };
    const seen = new Map<string, number>();
    for (const el of document.querySelectorAll('nav, main, aside, section, form, search, [role]')) {
      if (el.closest('[hidden], [aria-hidden="true"]')) continue;
      const role = roleOf(el);
      if (!role) continue;
      const key = `${role} "${nameOf(el)}"`;
      seen.set(key, (seen.get(key) ?? 0) + 1);
    }
    for (const [key, count] of seen) if (count > 1) problems.push(`${count} landmarks named ${key}`);
    for (const list of document.querySelectorAll('ul, ol')) {
      if (list.closest('[hidden]')) continue;
      if (!list.querySelector('li')) problems.push(`empty <${list.localName}>${list.id ? ` #${list.id}` : ''} in ${list.parentElement?.localName}`);
    }
    return problems;
  });
}

/**
 * The element pages (/periodic/<symbol>: 118 per language) all come from one template and one
 * generated data shape, so the browser loops over every route (axe, IBM, reflow, language, links)
 * open a sample of them: the first element, a d-block metal, an f-block element without a group,
 * and the last element (unknown properties, N/A values). The cheap loops (status, h1, alternates,
 * link integrity, HTML validity) still read every one. tests/e2e/periodic.spec.ts covers the pages.
 */
const ELEMENT_PAGE_SAMPLE = ['h', 'fe', 'ce', 'og'];

/** The paths a browser loop opens: every path, with the element pages cut down to the sample. */
export function browserSample(paths: readonly string[]): string[] {
  return paths.filter((path) => {
    const symbol = /^(?:\/[a-z]{2})?\/periodic\/([^/]+)$/.exec(path)?.[1];
    return symbol === undefined || ELEMENT_PAGE_SAMPLE.includes(symbol);
  });
}
