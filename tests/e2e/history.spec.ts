import type { Page } from '@playwright/test';
import { expect, test, gotoHydrated } from './fixtures';

/**
 * Back and Forward on every page that keeps its state in the URL: after each step the address,
 * the inputs, the list and the announced count must all tell the same story. A search box that
 * keeps its own text could hold on to a search the address no longer has.
 */

/** The query string of the page's address, as the browser shows it ('' when none). */
const search = (page: Page) => new URL(page.url()).search;

/**
 * A CPU four times slower, as on a mid-range phone: the search's own write to the address is then
 * often still on its way when Back lands, which is when the box used to keep its text.
 */
async function slowCpu(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
}

test.describe('books: Back and Forward after paging and searching', () => {
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search books' });
  const cards = (page: Page) => page.getByRole('list', { name: 'Books' }).getByRole('listitem');

  /** Everything the page shows for an address: box, count, range, announcement, cards, current page. */
  async function expectBooks(page: Page, state: { query: string; q: string; found: string; showing: string; cards: number; page: number }) {
    await expect(page).toHaveURL((url) => url.pathname === '/books' && url.search === state.query);
    expect(new URL(page.url()).searchParams.get('q') ?? '').toBe(state.q);
    await expect(box(page)).toHaveValue(state.q);
    await expect(page.getByTestId('found-count')).toHaveText(state.found);
    await expect(page.getByTestId('showing-range')).toHaveText(state.showing);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${state.found}. ${state.showing}.`);
    await expect(cards(page)).toHaveCount(state.cards);
    const nav = page.getByRole('navigation', { name: 'Books pages' });
    if (state.cards < 6 && state.page === 1) await expect(nav).toHaveCount(0);
    else await expect(nav.getByRole('button', { name: `Page ${state.page}` })).toHaveAttribute('aria-current', 'page');
  }

  const all = { query: '', q: '', found: 'Found 35 books', showing: 'Showing 1 to 6 of 35', cards: 6, page: 1 };
  const page2 = { query: '?page=2', q: '', found: 'Found 35 books', showing: 'Showing 7 to 12 of 35', cards: 6, page: 2 };
  const page3 = { query: '?page=3', q: '', found: 'Found 35 books', showing: 'Showing 13 to 18 of 35', cards: 6, page: 3 };
  const physics = { query: '?q=physics', q: 'physics', found: 'Found 3 books', showing: 'Showing 1 to 3 of 3', cards: 3, page: 1 };

  const chemistry = { query: '?q=chemistry', q: 'chemistry', found: 'Found 3 books', showing: 'Showing 1 to 3 of 3', cards: 3, page: 1 };
  const trigonometric = { query: '?q=trigonometric', q: 'trigonometric', found: 'Found 1 book', showing: 'Showing 1 to 1 of 1', cards: 1, page: 1 };

  test('page 2, a search, then Back shows the unfiltered list the address asks for, and Forward the search again', async ({ page }) => {
    await gotoHydrated(page, '/books');
    await slowCpu(page);
    await expectBooks(page, all);
    for (const searched of [physics, chemistry, trigonometric]) {
      await page.getByRole('navigation', { name: 'Books pages' }).getByRole('button', { name: 'Next' }).click();
      await expectBooks(page, page2);

      // The search replaces page 2 in the history: Back leads to the first page, unfiltered.
      await box(page).fill(searched.q);
      await page.goBack();
      await expectBooks(page, all);

      await page.goForward();
      await expectBooks(page, searched);
      await page.goBack();
      await expectBooks(page, all);
    }
    await page.goForward();
    await expectBooks(page, trigonometric);
  });

  test('page 2, page 3, a search, then Back twice and Forward twice walk the pages and the search', async ({ page }) => {
    await gotoHydrated(page, '/books');
    await slowCpu(page);
    const nav = page.getByRole('navigation', { name: 'Books pages' });
    await nav.getByRole('button', { name: 'Page 2' }).click();
    await expectBooks(page, page2);
    await nav.getByRole('button', { name: 'Page 3' }).click();
    await expectBooks(page, page3);
    await box(page).fill('physics');

    await page.goBack();
    await expectBooks(page, page2);
    await page.goBack();
    await expectBooks(page, all);
    await page.goForward();
    await expectBooks(page, page2);
    await page.goForward();
    await expectBooks(page, physics);
    expect(search(page)).toBe('?q=physics');
  });
});

test.describe('road maps: Back and Forward after paging and searching', () => {
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search roadmaps' });
  const cards = (page: Page) => page.getByRole('list', { name: 'Developer roadmaps' }).getByRole('listitem');

  async function expectRoadmaps(page: Page, state: { query: string; q: string; found: string; showing: string; cards: number; page: number }) {
    await expect(page).toHaveURL((url) => url.pathname === '/road-maps' && url.search === state.query);
    expect(new URL(page.url()).searchParams.get('q') ?? '').toBe(state.q);
    await expect(box(page)).toHaveValue(state.q);
    await expect(page.getByTestId('found-count')).toHaveText(state.found);
    await expect(page.getByTestId('showing-range')).toHaveText(state.showing);
    await expect(page.getByRole('main').getByRole('status')).toHaveText(`${state.found}. ${state.showing}.`);
    await expect(cards(page)).toHaveCount(state.cards);
    const nav = page.getByRole('navigation', { name: 'Developer roadmaps pages' });
    if (state.cards < 6 && state.page === 1) await expect(nav).toHaveCount(0);
    else await expect(nav.getByRole('button', { name: `Page ${state.page}` })).toHaveAttribute('aria-current', 'page');
  }

  const all = { query: '', q: '', found: 'Found 17 roadmaps', showing: 'Showing 1 to 6 of 17', cards: 6, page: 1 };
  const page2 = { query: '?page=2', q: '', found: 'Found 17 roadmaps', showing: 'Showing 7 to 12 of 17', cards: 6, page: 2 };
  const react = { query: '?q=react', q: 'react', found: 'Found 1 roadmap', showing: 'Showing 1 to 1 of 1', cards: 1, page: 1 };

  test('page 2, a search, then Back and Forward keep the box, the list and the count on the address', async ({ page }) => {
    await gotoHydrated(page, '/road-maps');
    await slowCpu(page);
    await expectRoadmaps(page, all);
    for (let round = 0; round < 3; round++) {
      await page.getByRole('navigation', { name: 'Developer roadmaps pages' }).getByRole('button', { name: 'Page 2' }).click();
      await expectRoadmaps(page, page2);

      await box(page).fill('react');
      await page.goBack();
      await expectRoadmaps(page, all);
      await page.goForward();
      await expectRoadmaps(page, react);
      await page.goBack();
      await expectRoadmaps(page, all);
    }
    await page.goForward();
    await expectRoadmaps(page, react);
  });
});
