import type { Page } from '@playwright/test';
import { axeBuilder, axeViolations, colorsSettled, expect, test, gotoHydrated } from './fixtures';

const journeyQuery = 'board=reb&level=O+Level&class=S3&subject=Physics&year=2023-2024&type=main';

/** Opens a filter select with the mouse and clicks one of its options. */
async function choose(page: Page, label: RegExp, option: RegExp | string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option }).click();
  await expect(page.getByRole('listbox')).toHaveCount(0);
}

/**
 * The count of papers as shown (at once, as plain text). The polite status says it too, after a
 * pause: a search by text would find both.
 */
const foundCount = (page: Page) => page.getByRole('region', { name: 'Results' }).locator('[data-slot=live-region-text]');

/** Opens /papers (or a link to it) and waits until the page is hydrated and reads its query string. */
async function openPapers(page: Page, path = '/papers') {
  await gotoHydrated(page, path);
  await expect(page.getByRole('heading', { level: 1, name: 'Past papers' })).toBeVisible();
}

test.describe('past papers', () => {
  test('a learner finds the S3 Physics National Examination of 2023-2024, and the link reopens it', async ({ page, context }) => {
    // Headless Chromium has neither a share sheet nor clipboard permission: record what is copied.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
      Object.defineProperty(navigator, 'clipboard', {
        configurable: true,
        value: { writeText: async (text: string) => void ((window as unknown as { copied: string }).copied = text) },
      });
    });
    await openPapers(page);
    await expect(foundCount(page)).toHaveText('Found 11 papers');
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(page.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');

    await expect(page.getByRole('combobox', { name: /^Level or sector/ })).toBeDisabled();
    await choose(page, /^Board/, /^REB/);
    await expect(foundCount(page)).toHaveText('Found 8 papers');
    await expect(page.getByRole('combobox', { name: /^Class/ })).toBeDisabled();
    await choose(page, /^Level or sector/, 'O Level');
    await expect(foundCount(page)).toHaveText('Found 5 papers');
    await choose(page, /^Class/, 'S3');
    await expect(foundCount(page)).toHaveText('Found 3 papers');
    await choose(page, /^Subject or module/, 'Physics');
    await expect(foundCount(page)).toHaveText('Found 2 papers');
    await choose(page, /^Year/, '2023-2024');
    await choose(page, /^Paper type/, 'National Examination');

    await expect(foundCount(page)).toHaveText('Found 1 paper');
    const results = page.getByRole('region', { name: 'Results' });
    const card = results.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'S3 Physics National Examination 2023-2024' }) });
    await expect(card).toHaveCount(1);
    await expect(results.getByRole('listitem')).toHaveCount(1);
    await expect(page).toHaveURL(`/papers?${journeyQuery}`);

    // The Download link opens the PDF in a new tab and the file is really there.
    const download = card.getByRole('link', { name: /^Download (sample )?PDF, [\d.]+ KB — S3 Physics National Examination 2023-2024/ });
    await expect(download).toHaveAttribute('target', '_blank');
    await expect(download).toHaveAttribute('rel', 'noopener noreferrer');
    const pdf = await page.request.get((await download.getAttribute('href'))!);
    expect(pdf.status()).toBe(200);
    expect(pdf.headers()['content-type']).toContain('application/pdf');

    await page.getByRole('button', { name: 'Share' }).click();
    await expect(page.getByText('Link copied. Paste it in a message to share these papers.')).toBeVisible();
    const shared = await page.evaluate(() => (window as unknown as { copied: string }).copied);
    expect(new URL(shared).search).toBe(`?${journeyQuery}`);

    // A classmate opens the shared link: same filters, panel open, same paper.
    const classmate = await context.newPage();
    await openPapers(classmate, new URL(shared).pathname + new URL(shared).search);
    await expect(classmate.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(classmate.getByRole('combobox', { name: /^Board/ })).toHaveAccessibleName('Board, REB — Rwanda Education Board');
    await expect(classmate.getByRole('combobox', { name: /^Level or sector/ })).toHaveAccessibleName('Level or sector, O Level');
    await expect(classmate.getByRole('combobox', { name: /^Class/ })).toHaveAccessibleName('Class, S3');
    await expect(classmate.getByRole('combobox', { name: /^Subject or module/ })).toHaveAccessibleName('Subject or module, Physics');
    await expect(classmate.getByRole('combobox', { name: /^Year/ })).toHaveAccessibleName('Year, 2023-2024');
    await expect(classmate.getByRole('combobox', { name: /^Paper type/ })).toHaveAccessibleName('Paper type, National Examination');
    await expect(classmate.getByRole('button', { name: 'REB' })).toHaveAttribute('aria-pressed', 'true');
    await expect(foundCount(classmate)).toHaveText('Found 1 paper');
    await expect(classmate.getByRole('heading', { level: 3 })).toHaveText(['S3 Physics National Examination 2023-2024']);
  });

  test('Clear All Filters resets every filter, the link and the list', async ({ page }) => {
    await openPapers(page, `/papers?${journeyQuery}&q=national`);
    await expect(foundCount(page)).toHaveText('Found 1 paper');
    await page.getByRole('button', { name: 'Clear All Filters' }).click();
    await expect(foundCount(page)).toHaveText('Found 11 papers');
    await expect(page).toHaveURL('/papers');
    await expect(page.getByRole('searchbox', { name: 'Search papers' })).toHaveValue('');
    await expect(page.getByRole('combobox', { name: /^Board/ })).toHaveAccessibleName('Board, All boards');
    await expect(page.getByRole('combobox', { name: /^Level or sector/ })).toBeDisabled();
    await expect(page.getByRole('combobox', { name: /^Year/ })).toHaveAccessibleName('Year, All years');
    await expect(page.getByRole('combobox', { name: /^Paper type/ })).toHaveAccessibleName('Paper type, All types');
    await expect(page.getByRole('button', { name: 'All Boards' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('Apply Filters closes the panel, keeps the filters and returns focus to the toggle', async ({ page }) => {
    await openPapers(page);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await page.getByRole('searchbox', { name: 'Search papers' }).fill('software');
    await expect(foundCount(page)).toHaveText('Found 3 papers');
    await page.getByRole('button', { name: 'Apply Filters' }).click();
    const toggle = page.getByRole('button', { name: 'Show Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toBeFocused();
    await expect(page.getByRole('region', { name: 'Filters' })).toBeHidden();
    await expect(foundCount(page)).toHaveText('Found 3 papers');
    await expect(page).toHaveURL('/papers?q=software');
  });

  test('the board buttons filter at once and clear the board select and the cascade', async ({ page }) => {
    await openPapers(page, `/papers?${journeyQuery}`);
    await page.getByRole('button', { name: 'RTB' }).click();
    await expect(page.getByRole('button', { name: 'RTB' })).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL('/papers?year=2023-2024&type=main&from=rtb');
    await expect(foundCount(page)).toHaveText('Found 1 paper');
    await expect(page.getByRole('combobox', { name: /^Board/ })).toHaveAccessibleName('Board, All boards');
    await expect(page.getByRole('combobox', { name: /^Class/ })).toBeDisabled();
  });

  test('a malformed link is ignored, not an error', async ({ page }) => {
    await openPapers(page, '/papers?board=wda&level=%E0%A4%A&class=S9&subject=<script>&year=1900&type=final&from=x');
    await expect(foundCount(page)).toHaveText('Found 11 papers');
    await expect(page.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
    await expect(page.getByRole('button', { name: 'All Boards' })).toHaveAttribute('aria-pressed', 'true');
  });

  test('when nothing matches, the empty state clears every filter', async ({ page }) => {
    await openPapers(page, '/papers?q=zzzz&from=rtb');
    await expect(page.getByRole('heading', { name: 'No papers found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your filters or search terms.')).toBeVisible();
    await expect(foundCount(page)).toHaveText('Found 0 papers');
    await page.getByRole('button', { name: 'Clear All Filters' }).last().click();
    await expect(foundCount(page)).toHaveText('Found 11 papers');
    await expect(page).toHaveURL('/papers');
  });

  for (const lang of ['en', 'fr', 'rw']) {
    test(`does not scroll sideways at 320 px in ${lang}, with the panel open, cards and the empty state`, async ({ page }) => {
      await page.setViewportSize({ width: 320, height: 800 });
      for (const query of [`lng=${lang}&board=rtb&level=ICT+%26+Multimedia&class=L4+Software+Development`, `lng=${lang}&q=zzzz`]) {
        await page.goto(`/papers?${query}`);
        await page.waitForLoadState('networkidle');
        await expect(page.locator('html')).toHaveAttribute('lang', lang);
        await expect(page.locator('[data-slot="paper-filters"] section')).toBeVisible();
        const overflow = await page.evaluate(() => document.documentElement.scrollWidth - document.documentElement.clientWidth);
        expect(overflow, `horizontal overflow for ?${query}`).toBeLessThanOrEqual(0);
      }
    });
  }

  for (const width of [360, 1280]) {
    test(`has no axe violations at ${width} px with the panel open and a select open`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await openPapers(page, '/papers?board=reb');
      await expect(page.getByRole('region', { name: 'Filters' })).toBeVisible();
      expect(await axeViolations(page), 'panel open').toEqual([]);

      await page.getByRole('combobox', { name: /^Level or sector/ }).click();
      await expect(page.getByRole('listbox')).toBeVisible();
      await colorsSettled(page);
      const results = await axeBuilder(page)
        // aria-hidden-focus: while a Radix listbox is open, Radix hides the page with aria-hidden
        // but leaves the triggers' tabindex; focus is held in the listbox, so they cannot be reached.
        .disableRules(['aria-hidden-focus'])
        .analyze();
      expect(
        results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`),
        'select open',
      ).toEqual([]);
      await page.keyboard.press('Escape');
      await expect(page.getByRole('listbox')).toHaveCount(0);
    });
  }
});
