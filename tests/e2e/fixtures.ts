import { test as base, expect } from '@playwright/test';
import AxeBuilder from '@axe-core/playwright';

export { expect };

export const AXE_TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** Runs axe on the page (WCAG 2.0–2.2 A/AA) and returns a readable list of violations. */
export async function axeViolations(page: import('@playwright/test').Page): Promise<string[]> {
  const results = await new AxeBuilder({ page }).withTags(AXE_TAGS).analyze();
  return results.violations.map(
    (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`,
  );
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
  pageErrors: [
    async ({ page }, use) => {
      const errors: string[] = [];
      page.on('console', (message) => {
        if (message.type() === 'error') errors.push(`console: ${message.text()}`);
      });
      page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
      await use(errors);
      expect(errors, 'console errors or uncaught exceptions').toEqual([]);
    },
    { auto: true },
  ],
});

/**
 * Opens a URL and waits until the whole page has hydrated: every prerendered part, including those
 * that hydrate from their own chunks, and the query string and language applied (the app marks
 * `<html data-hydrated>` then). A tap or keystroke on prerendered HTML before that may be lost.
 */
export async function gotoHydrated(page: import('@playwright/test').Page, url: string): Promise<void> {
  await page.goto(url);
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
}
