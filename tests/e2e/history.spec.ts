import type { Page } from '@playwright/test';
import { expect, test, gotoHydrated } from './fixtures';

/**
 * Back and Forward on every page that keeps its state in the URL: after each step the address,
 * the inputs, the list and the count shown must all tell the same story. A search box that
 * keeps its own text could hold on to a search the address no longer has. (The count is shown as
 * plain text at once; the live region says the news once after a pause: see libraries.spec.ts.)
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

/** A paged library (the books, the road maps): its address, and the names of its search box, its list and its pages' navigation. */
interface Library {
  path: string;
  searchbox: string;
  list: string;
  pages: string;
}

/** What a library shows for an address: the query string, the box's text, the count, the range, how many cards, the current page. */
interface LibraryState {
  query: string;
  q: string;
  found: string;
  showing: string;
  cards: number;
  page: number;
}

/** Everything a library shows for an address: box, count, range, cards, current page. */
async function expectLibrary(page: Page, library: Library, state: LibraryState) {
  await expect(page).toHaveURL((url) => url.pathname === library.path && url.search === state.query);
  expect(new URL(page.url()).searchParams.get('q') ?? '').toBe(state.q);
  await expect(page.getByRole('searchbox', { name: library.searchbox })).toHaveValue(state.q);
  await expect(page.getByTestId('found-count')).toHaveText(state.found);
  await expect(page.getByTestId('showing-range')).toHaveText(state.showing);
  await expect(page.getByRole('list', { name: library.list }).getByRole('listitem')).toHaveCount(state.cards);
  const nav = page.getByRole('navigation', { name: library.pages });
  if (state.cards < 6 && state.page === 1) await expect(nav).toHaveCount(0);
  else await expect(nav.getByRole('button', { name: `Page ${state.page}` })).toHaveAttribute('aria-current', 'page');
}

test.describe('books: Back and Forward after paging and searching', () => {
  const books: Library = { path: '/books', searchbox: 'Search books', list: 'Books', pages: 'Books pages' };
  const box = (page: Page) => page.getByRole('searchbox', { name: books.searchbox });
  const expectBooks = (page: Page, state: LibraryState) => expectLibrary(page, books, state);

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
  const roadmaps: Library = { path: '/road-maps', searchbox: 'Search roadmaps', list: 'Developer roadmaps', pages: 'Developer roadmaps pages' };
  const box = (page: Page) => page.getByRole('searchbox', { name: roadmaps.searchbox });
  const expectRoadmaps = (page: Page, state: LibraryState) => expectLibrary(page, roadmaps, state);

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

test.describe('blog: Back and Forward after a search', () => {
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search blog posts' });
  const cards = (page: Page) => page.getByRole('list', { name: 'Blog posts' }).getByRole('listitem');

  async function expectBlog(page: Page, state: { query: string; q: string; found: string; cards: number }) {
    await expect(page).toHaveURL((url) => url.pathname === '/blog' && url.search === state.query);
    expect(new URL(page.url()).searchParams.get('q') ?? '').toBe(state.q);
    await expect(box(page)).toHaveValue(state.q);
    await expect(page.getByTestId('found-count')).toHaveText(state.found);
    await expect(cards(page)).toHaveCount(state.cards);
  }

  const all = { query: '', q: '', found: 'Found 3 posts', cards: 3 };
  const uwase = { query: '?q=UWASE', q: 'UWASE', found: 'Found 2 posts', cards: 2 };

  test('a search, a post, the Blog link, then Back and Forward keep the box, list and count on the address', async ({ page }) => {
    await gotoHydrated(page, '/blog');
    await slowCpu(page);
    await expectBlog(page, all);
    await box(page).fill('UWASE');
    await expectBlog(page, uwase);

    // Into a post and back to the search.
    await cards(page).first().getByRole('link').first().click();
    await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
    await page.goBack();
    await expectBlog(page, uwase);
    await page.goForward();
    await expect(page).toHaveURL(/\/blog\/[a-z-]+$/);
    await page.goBack();
    await expectBlog(page, uwase);

    // The header's Blog link opens the unfiltered blog on the same page component; Back returns to the search.
    await page.getByRole('banner').getByRole('link', { name: 'Blog', exact: true }).click();
    await expectBlog(page, all);
    await page.goBack();
    await expectBlog(page, uwase);
    await page.goForward();
    await expectBlog(page, all);

    // A search typed on the unfiltered entry, then Back to the earlier search, and Forward again.
    await box(page).fill('exáminations');
    await page.goBack();
    await expectBlog(page, uwase);
    await page.goForward();
    await expectBlog(page, { query: `?q=${encodeURIComponent('exáminations')}`, q: 'exáminations', found: 'Found 1 post', cards: 1 });
  });
});

test.describe('papers: Back and Forward after filtering', () => {
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search papers' });
  const combo = (page: Page, label: RegExp) => page.getByRole('combobox', { name: label });

  async function choose(page: Page, label: RegExp, option: RegExp | string) {
    await combo(page, label).click();
    await page.getByRole('option', { name: option }).click();
    await expect(page.getByRole('listbox')).toHaveCount(0);
  }

  async function expectPapers(
    page: Page,
    state: { params: Record<string, string>; q: string; board: string; level: string; boardButton: string; found: number },
  ) {
    await expect(page).toHaveURL((url) => url.pathname === '/papers');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(state.params);
    await expect(box(page)).toHaveValue(state.q);
    await expect(combo(page, /^Board/)).toHaveAccessibleName(`Board, ${state.board}`);
    if (state.level) await expect(combo(page, /^Level or sector/)).toHaveAccessibleName(`Level or sector, ${state.level}`);
    else await expect(combo(page, /^Level or sector/)).toBeDisabled();
    await expect(page.getByRole('button', { name: state.boardButton, exact: true })).toHaveAttribute('aria-pressed', 'true');
    const found = `Found ${state.found} ${state.found === 1 ? 'paper' : 'papers'}`;
    await expect(page.getByRole('region', { name: 'Results' }).locator('[data-slot=live-region-text]')).toHaveText(found);
    await expect(page.getByRole('region', { name: 'Results' }).getByRole('listitem')).toHaveCount(state.found);
  }

  const all = { params: {}, q: '', board: 'All boards', level: '', boardButton: 'All Boards', found: 11 };
  const rebOLevel = {
    params: { board: 'reb', level: 'O Level' },
    q: '',
    board: 'REB — Rwanda Education Board',
    level: 'O Level',
    boardButton: 'REB',
    found: 5,
  };
  const software = { params: { q: 'software' }, q: 'software', board: 'All boards', level: '', boardButton: 'All Boards', found: 3 };

  test('filters, the Past papers link, a search, then Back and Forward keep the selects, box, list and count on the address', async ({ page }) => {
    await gotoHydrated(page, '/papers');
    await slowCpu(page);
    await page.getByRole('button', { name: 'Show Filters' }).click();
    await expectPapers(page, all);
    await choose(page, /^Board/, /^REB/);
    await choose(page, /^Level or sector/, 'O Level');
    await expectPapers(page, rebOLevel);

    // The footer's Past papers link opens the unfiltered page (the panel stays open).
    await page.getByRole('contentinfo').getByRole('link', { name: 'Past papers' }).click();
    await expectPapers(page, all);
    await page.goBack();
    await expectPapers(page, rebOLevel);
    await page.goForward();
    await expectPapers(page, all);

    await box(page).fill('software');
    await page.goBack();
    await expectPapers(page, rebOLevel);
    await page.goForward();
    await expectPapers(page, software);
    await page.goBack();
    await expectPapers(page, rebOLevel);
  });
});

test.describe('periodic table: Back and Forward after searching and opening elements', () => {
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search the elements' });
  // A tile is named by its visible name and symbol ("Gold Au").
  const tile = (page: Page, name: string) => page.getByRole('radio', { name: new RegExp(`^${name} [A-Z][a-z]?$`) });

  async function expectList(page: Page, state: { query: string; q: string; found: string; names: string[] }) {
    await expect(page).toHaveURL((url) => url.pathname === '/periodic' && url.search === state.query);
    await expect(page.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveValue(state.q);
    await expect(page.locator('[data-slot=live-region-text]').filter({ hasText: /elements? found$/ })).toHaveText(state.found);
    await expect(page.getByRole('list', { name: 'Elements' }).getByRole('button')).toHaveText(state.names.map((n) => new RegExp(n)));
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }

  async function expectTable(page: Page, state: { query: string; open?: string }) {
    await expect(page).toHaveURL((url) => url.pathname === '/periodic' && url.search === state.query);
    if (state.open) {
      await expect(page.getByRole('dialog', { name: state.open })).toBeVisible();
      // The page behind a modal dialog is hidden from the accessibility tree: check the tile by its attribute.
      await expect(page.locator(`[role=radio][aria-checked=true]`)).toHaveCount(1);
      // Behind the open dialog the table is hidden from the accessibility tree: read the tile's text.
      await expect(page.locator(`[role=radio][aria-checked=true]`)).toContainText(state.open);
    } else {
      await expect(page.getByRole('dialog')).toHaveCount(0);
      await expect(page.getByRole('tab', { name: 'Table', exact: true })).toHaveAttribute('aria-selected', 'true');
      await expect(page.getByRole('radio', { checked: true })).toHaveCount(0);
    }
  }

  const gold = { query: '?view=list&q=gold', q: 'gold', found: '1 element found', names: ['Gold'] };

  test('a list search, the Periodic table link, an element opened, then Back and Forward follow the address', async ({ page }) => {
    await gotoHydrated(page, '/periodic');
    await slowCpu(page);
    await page.getByRole('tab', { name: 'List view' }).click();
    await box(page).fill('gold');
    await expectList(page, gold);

    // The footer's Periodic table link opens the table on the same page component; an element opened there.
    await page.getByRole('contentinfo').getByRole('link', { name: 'Periodic table' }).click();
    await expectTable(page, { query: '' });
    await tile(page, 'Iron').click();
    await expectTable(page, { query: '?element=Fe', open: 'Iron' });

    // Back closes the dialog and shows the list search that entry holds.
    await page.goBack();
    await expectList(page, gold);
    await page.goForward();
    await expectTable(page, { query: '?element=Fe', open: 'Iron' });
    await page.goBack();
    await expectList(page, gold);

    // An element opened from the list (its entry is replaced), then Forward and Back with a dialog open.
    await page.getByRole('list', { name: 'Elements' }).getByRole('button', { name: /Gold/ }).click();
    await expect(page.getByRole('dialog', { name: 'Gold' })).toBeVisible();
    await expect(page).toHaveURL('/periodic?view=list&q=gold&element=Au');
    await page.goForward();
    await expectTable(page, { query: '?element=Fe', open: 'Iron' });
    await page.goBack();
    await expect(page).toHaveURL('/periodic?view=list&q=gold&element=Au');
    await expect(page.getByRole('dialog', { name: 'Gold' })).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await page.keyboard.press('Escape');
    await expectList(page, gold);
  });
});

test.describe('simulations: Back and Forward after choosing', () => {
  const PHET = 'https://phet.colorado.edu';
  const box = (page: Page) => page.getByRole('searchbox', { name: 'Search simulations' });
  const items = (page: Page, name: string) => page.getByRole('region', { name }).getByRole('list').getByRole('button');

  async function expectSimulations(
    page: Page,
    state: { params: Record<string, string>; tab: RegExp; panel: string; q: string; status: string; names: (string | RegExp)[]; selected?: string },
  ) {
    await expect(page).toHaveURL((url) => url.pathname === '/simulation');
    expect(Object.fromEntries(new URL(page.url()).searchParams)).toEqual(state.params);
    await expect(page.getByRole('tab', { name: state.tab })).toHaveAttribute('aria-selected', 'true');
    await expect(box(page)).toHaveValue(state.q);
    await expect(page.getByRole('region', { name: state.panel }).locator('[data-slot=live-region-text]')).toHaveText(state.status);
    await expect(items(page, state.panel)).toHaveText(state.names);
    if (state.selected) {
      await expect(page.getByRole('button', { name: state.selected, exact: true })).toHaveAttribute('aria-current', 'true');
      await expect(page.getByRole('heading', { level: 2, name: state.selected, exact: true })).toBeVisible();
    } else {
      await expect(items(page, state.panel).and(page.locator('[aria-current=true]'))).toHaveCount(0);
      await expect(page.getByRole('heading', { level: 2, name: 'Select a Simulation' })).toBeVisible();
    }
  }

  test('a subject, a search and a simulation, the Simulation link, then Back and Forward follow the address', async ({ page }) => {
    // Eight steps on a deliberately slowed CPU: on a busy 2-core runner this took over a minute once.
    test.setTimeout(150_000);
    // PhET is unreachable from the test machine: the viewer's frame gets a stub page.
    await page.route(`${PHET}/**`, (route) =>
      route.fulfill({ contentType: 'text/html', body: '<!doctype html><html lang="en"><title>PhET stub</title><p>Simulation stub</p></html>' }),
    );
    await gotoHydrated(page, '/simulation');
    await slowCpu(page);
    const physics = { params: {}, tab: /Physics/, panel: 'Physics simulations', q: '', status: '' };
    const initial = await items(page, 'Physics simulations').allInnerTexts();
    expect(initial).toHaveLength(4);
    // Each button holds only the simulation's name (its category and description describe it).
    const physicsNames = initial;

    await page.getByRole('tab', { name: /Chemistry/ }).click();
    await box(page).fill('acid');
    await page.getByRole('button', { name: 'pH Scale', exact: true }).click();
    const acid = {
      params: { subject: 'chemistry', sim: 'ph-scale', q: 'acid' },
      tab: /Chemistry/,
      panel: 'Chemistry simulations',
      q: 'acid',
      status: 'Found 2 simulations',
      names: [/Acid-Base Solutions/, /pH Scale/],
      selected: 'pH Scale',
    };
    await expectSimulations(page, acid);

    // The header's Simulation link opens the defaults on the same page component.
    await page.getByRole('banner').getByRole('link', { name: 'Simulation', exact: true }).click();
    await expectSimulations(page, { ...physics, names: physicsNames.map((n) => new RegExp(n)) });
    await page.goBack();
    await expectSimulations(page, acid);
    await page.goForward();
    await expectSimulations(page, { ...physics, names: physicsNames.map((n) => new RegExp(n)) });

    // A search typed on the defaults, then Back to the chemistry entry, and Forward again.
    await box(page).fill('wave');
    await page.goBack();
    await expectSimulations(page, acid);
    await page.goForward();
    await expect(page).toHaveURL('/simulation?q=wave');
    await expect(box(page)).toHaveValue('wave');
    const shown = page.getByRole('region', { name: 'Physics simulations' }).locator('[data-slot=live-region-text]');
    await expect(shown).toHaveText(/^Found \d+ simulations?$/);
    const count = Number((await shown.innerText()).match(/\d+/)![0]);
    await expect(items(page, 'Physics simulations')).toHaveCount(count);
  });
});
