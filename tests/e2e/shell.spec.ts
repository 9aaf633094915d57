import type { Page } from '@playwright/test';
import { axeViolations, expect, gotoHydrated, test } from './fixtures';

/**
 * Opens a page with its entry module held back, so it can be read and tapped before hydration.
 * The load event waits for the held script, so this waits for the HTML only. Returns the release.
 */
async function gotoWithEntryHeld(page: Page, path: string): Promise<() => void> {
  let release!: () => void;
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/assets\/index-[^/]*\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  await page.goto(path, { waitUntil: 'domcontentloaded' });
  return release;
}

test.describe('app shell', () => {
  test('an unknown URL shows the Not Found page with status 404', async ({ page, pageErrors }) => {
    const response = await page.goto('/this/page/does-not-exist');
    expect(response?.status()).toBe(404);
    // Chromium logs the document's own 404 as a console error: that one is the point of the test.
    expect(pageErrors.splice(0)).toEqual([expect.stringMatching(/status of 404/)]);
    await expect(page.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(page.getByRole('main').getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    expect(await axeViolations(page)).toEqual([]);
  });

  test('while the page is still arriving, the header does not move: the search button keeps its place', async ({ page }) => {
    // The browser paints what it has read so far; a page cut off before the menu button is such a first paint.
    const html = await (await page.request.get('/')).text();
    const cut = html.slice(0, html.indexOf('aria-label="Open menu"'));
    expect(cut.length).toBeGreaterThan(1000);
    await page.route('**/arriving', (route) => route.fulfill({ contentType: 'text/html; charset=utf-8', body: cut }));
    for (const width of [320, 412]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/arriving');
      await expect(page.getByRole('button', { name: 'Open menu' })).toHaveCount(0);
      const early = await page.getByRole('button', { name: 'Search' }).boundingBox();
      await gotoHydrated(page, '/');
      const late = await page.getByRole('button', { name: 'Search' }).boundingBox();
      expect(early, `${width} px`).toEqual(late);
    }
  });

  test('the skip link is the first thing Tab reaches and moves focus to main', async ({ page }) => {
    await gotoHydrated(page, '/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Skip to main content' });
    await expect(skip).toBeFocused();
    await expect(skip).toBeVisible();
    await page.keyboard.press('Enter');
    await expect(page.locator('#main')).toBeFocused();
  });

  test('client-side navigation sets the title, focuses the h1 (which says the page) and scrolls to top', async ({ page }) => {
    await page.clock.install();
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    await page.evaluate(() => window.scrollTo(0, 400));
    await page.getByRole('contentinfo').getByRole('link', { name: 'Coming soon' }).click();
    await expect(page).toHaveURL(/\/coming-soon$/);
    await expect(page).toHaveTitle('Coming soon · Ubumenyi');
    const h1 = page.getByRole('heading', { level: 1 });
    await expect(h1).toBeFocused();
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    // The focused heading says the page's name; a status saying it again would be the name twice.
    // Past the announcer's pause (500 ms), on a clock of the test's own rather than a sleep.
    await page.clock.runFor(1000);
    await expect(page.getByRole('status').filter({ hasText: 'page loaded' })).toHaveCount(0);
    await expect(page.locator('title')).toHaveCount(1);
  });

  test('the header marks the current page with aria-current', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await gotoHydrated(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await expect(nav.getByRole('link', { name: 'About us' })).not.toHaveAttribute('aria-current', 'page');
  });

  test('the footer holds the required links and the copyright line', async ({ page }) => {
    await gotoHydrated(page, '/');
    const footer = page.getByRole('contentinfo');
    for (const href of [
      '/books',
      '/partnership',
      '/join-team',
      '/road-maps',
      '/periodic',
      '/feedback',
      '/science/science-overview',
      '/academic-levels',
      '/academic-levels/primary',
      '/academic-levels/olevel',
      '/academic-levels/alevel',
      '/academic-levels/tvet',
      '/academic-levels/higher',
      '/academic-levels/professional',
      '/coming-soon',
    ]) {
      await expect(footer.locator(`a[href="${href}"]`).first()).toBeAttached();
    }
    await expect(footer.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(footer.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute('href', '/terms-and-conditions');
    await expect(footer.getByRole('link', { name: 'Save the site for offline use' })).toHaveAttribute('href', '/offline#save-offline');
    await expect(footer).toContainText(`© 2025–${new Date().getFullYear()} Ubumenyi`);
  });

  test('the mobile menu works by keyboard alone: opens, traps focus, closes on Escape and returns focus', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/');
    const menuButton = page.getByRole('button', { name: 'Open menu' });
    await menuButton.focus();
    await expect(menuButton).toHaveAttribute('aria-expanded', 'false');
    await page.keyboard.press('Enter');
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet).toBeVisible();
    // The open dialog hides the rest of the page from assistive technology: look behind it.
    await expect(page.getByRole('button', { name: 'Open menu', includeHidden: true })).toHaveAttribute('aria-expanded', 'true');
    expect(await axeViolations(page)).toEqual([]);
    // Focus stays inside the sheet however far one tabs.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press('Tab');
      expect(await sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(menuButton).toBeFocused();
  });

  test('the mobile menu closes when a link is chosen, and on a backdrop tap', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    await gotoHydrated(page, '/');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const sheet = page.getByRole('dialog', { name: 'Menu' });
    await expect(sheet.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');
    await sheet.getByRole('link', { name: 'Simulation' }).click();
    await expect(sheet).toBeHidden();
    await expect(page).toHaveURL(/\/simulation$/);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(sheet).toBeVisible();
    // Open as a learner finds it: focus inside. Radix starts listening for a tap outside a task after
    // the sheet mounts, and Chromium runs input before timers: a tap in that first instant, which no
    // finger makes, would be missed (CI's nginx run once did).
    await expect.poll(() => sheet.evaluate((el) => el.contains(document.activeElement))).toBe(true);
    await page.mouse.click(20, 400);
    await expect(sheet).toBeHidden();
  });

  test('the page paints before its script, and a tap on a button before hydration is not lost', async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await gotoWithEntryHeld(page, '/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.hasAttribute('data-hydrated'))).toBe(false);
    await page.getByRole('button', { name: 'Open menu' }).click();
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  });

  test("the favicon is in the page, and its language's web app manifest is linked once it has painted, not by the HTML", async ({ page }) => {
    // A request the browser makes by itself before the first paint holds the paint back on a slow network.
    expect(await (await page.request.get('/fr/books')).text()).not.toContain('rel="manifest"');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    const release = await gotoWithEntryHeld(page, '/fr/books');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(page.locator('link[rel=icon]')).toHaveAttribute('href', /^data:image\/svg\+xml,/);
    // Linked with the entry's download (held here), once the page has painted.
    await expect(page.locator('link[rel=manifest]')).toHaveAttribute('href', '/fr/manifest.webmanifest');
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    const manifest = await page.evaluate(async () => (await fetch(document.querySelector<HTMLLinkElement>('link[rel=manifest]')!.href)).json());
    expect(manifest).toMatchObject({ lang: 'fr', start_url: '/fr/?source=pwa' });
    expect(asked).not.toContain('/favicon.svg');
  });

  test('hydration does not touch <html lang>, which would restyle the whole page', async ({ page }) => {
    // Setting lang, even to the value it has, invalidates every element's style (each `:lang()` may
    // change): on /periodic that was one recalculation of 17 ms, 70 ms on a slow phone.
    await page.addInitScript(() => {
      const writes: string[] = [];
      (window as unknown as { langWrites: string[] }).langWrites = writes;
      new MutationObserver((records) => {
        for (const record of records) {
          if (record.target === document.documentElement) writes.push(`${record.oldValue} → ${document.documentElement.lang}`);
        }
      }).observe(document, { subtree: true, attributeFilter: ['lang'], attributeOldValue: true });
    });
    for (const path of ['/periodic', '/fr/periodic', '/rw/']) {
      await gotoHydrated(page, path);
      expect(await page.evaluate(() => (window as unknown as { langWrites: string[] }).langWrites), path).toEqual([]);
    }
  });

  test('a tab tapped before hydration is selected once the page has hydrated', async ({ page }) => {
    // Radix selects a tab on mousedown, which the bootstrap cannot replay; the held click must do it.
    await page.setViewportSize({ width: 360, height: 740 });
    const release = await gotoWithEntryHeld(page, '/');
    const tab = page.getByRole('tablist').first().getByRole('tab').nth(1);
    await expect(tab).toHaveAttribute('aria-selected', 'false');
    await tab.click();
    release();
    await expect(page.locator('html[data-hydrated]')).toBeAttached();
    await expect(tab).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('tabpanel')).toHaveAccessibleName((await tab.textContent()) ?? '');
  });
});
