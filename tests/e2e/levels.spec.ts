import { PDFDocument } from 'pdf-lib';
import { axeViolations, expect, test } from './fixtures';

/** Each level guide, its h1, the heading of its related-levels navigation, and where that navigation leads (issue 3). */
const guides = [
  {
    path: '/academic-levels/primary',
    h1: 'Primary education (P1–P6)',
    nav: 'Where to go next',
    links: ['/academic-levels/olevel', '/academic-levels/alevel', '/academic-levels/tvet'],
  },
  {
    path: '/academic-levels/olevel',
    h1: 'O-Level (S1–S3)',
    nav: 'Explore other levels',
    links: ['/academic-levels/primary', '/academic-levels/alevel', '/academic-levels/tvet', '/academic-levels/higher', '/academic-levels/professional'],
  },
  {
    path: '/academic-levels/alevel',
    h1: 'A-Level (S4–S6)',
    nav: 'Explore other levels',
    links: ['/academic-levels/primary', '/academic-levels/olevel', '/academic-levels/tvet', '/academic-levels/higher', '/academic-levels/professional'],
  },
  {
    path: '/academic-levels/tvet',
    h1: 'Technical and vocational education (TVET)',
    nav: 'Explore other levels',
    links: ['/academic-levels/primary', '/academic-levels/olevel', '/academic-levels/alevel', '/academic-levels/higher', '/academic-levels/professional'],
  },
  {
    path: '/academic-levels/higher',
    h1: 'Higher education',
    nav: 'Explore other levels',
    links: ['/academic-levels/primary', '/academic-levels/olevel', '/academic-levels/alevel', '/academic-levels/tvet', '/academic-levels/professional'],
  },
  {
    path: '/academic-levels/professional',
    h1: 'Professional development',
    nav: 'Explore other levels',
    links: ['/academic-levels/primary', '/academic-levels/olevel', '/academic-levels/alevel', '/academic-levels/tvet', '/academic-levels/higher'],
  },
];

test.describe('academic levels', () => {
  test('the overview explains the system, links to all six guides and describes REB and RTB', async ({ page }) => {
    await page.goto('/academic-levels');
    await expect(page.getByRole('heading', { level: 1, name: 'Academic levels' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'How education works in Rwanda' })).toContainText('S4–S6');
    const cards = page.getByRole('region', { name: 'Choose a level' }).getByRole('link');
    await expect(cards).toHaveCount(6);
    expect(await cards.evaluateAll((links) => links.map((a) => a.getAttribute('href')))).toEqual(guides.map((g) => g.path));
    const boards = page.getByRole('region', { name: 'The two education boards' });
    await expect(boards.getByRole('heading', { level: 3, name: 'REB Rwanda Education Board' })).toBeVisible();
    await expect(boards.getByRole('heading', { level: 3, name: 'RTB Rwanda TVET Board' })).toBeVisible();
  });

  test('a level card opens its guide without a full page load, and the guide leads back', async ({ page }) => {
    await page.goto('/academic-levels');
    await page.waitForLoadState('networkidle');
    await page.evaluate(() => ((window as unknown as { stayed: boolean }).stayed = true));
    await page.getByRole('link', { name: 'Explore TVET' }).click();
    await expect(page).toHaveURL(/\/academic-levels\/tvet$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Technical and vocational education (TVET)' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { stayed?: boolean }).stayed)).toBe(true);
    await page.getByRole('navigation', { name: 'Explore other levels' }).getByRole('link', { name: 'All academic levels' }).click();
    await expect(page).toHaveURL(/\/academic-levels$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Academic levels' })).toBeVisible();
  });

  for (const guide of guides) {
    test(`${guide.path} links to the other levels as listed, then back to the overview`, async ({ page }) => {
      await page.goto(guide.path);
      await expect(page.getByRole('heading', { level: 1, name: guide.h1 })).toBeVisible();
      const nav = page.getByRole('navigation', { name: guide.nav });
      const hrefs = await nav.getByRole('link').evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      expect(hrefs).toEqual([...guide.links, '/academic-levels']);
      // Every other link in the guide's body leads to a real page or /coming-soon.
      const bodyLinks = await page.locator('[data-slot="level-page"] a').evaluateAll((links) => links.map((a) => a.getAttribute('href') ?? ''));
      // A link that promises a filter carries it ("Find S3 past papers": /papers?…&class=S3).
      for (const href of bodyLinks) expect(href, 'no "#" or empty link').toMatch(/^\/[a-z/-]*(\?[\w=&+%-]+)?$/);
    });
  }

  test('the first related link of a guide opens that guide', async ({ page }) => {
    await page.goto('/academic-levels/primary');
    // Named by its two visible lines, with no hidden punctuation between them.
    await page.getByRole('navigation', { name: 'Where to go next' }).getByRole('link', { name: 'O-Level S1–S3', exact: true }).click();
    await expect(page).toHaveURL(/\/academic-levels\/olevel$/);
    await expect(page.getByRole('heading', { level: 1, name: 'O-Level (S1–S3)' })).toBeVisible();
  });

  test('a guide reads in Kinyarwanda, durations included, with no axe violations', async ({ page }) => {
    await page.goto('/academic-levels/tvet?lng=rw');
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    await expect(page.getByRole('heading', { level: 1, name: "Amashuri y'imyuga n'ubumenyingiro (TVET)" })).toBeVisible();
    const levels = page.getByRole('region', { name: "Inzego z'amahugurwa n'igihe zimara" });
    await expect(levels.getByRole('definition')).toHaveText(['Amezi 6 kugeza kuri 12', 'Imyaka 1 kugeza kuri 2', 'Imyaka 2 kugeza kuri 3']);
    expect(await axeViolations(page)).toEqual([]);
  });

  test('every level guide prints on at most two A4 pages, without the site chrome or the related links', async ({ page }) => {
    for (const guide of guides) {
      await page.goto(guide.path);
      await page.emulateMedia({ media: 'print' });
      await expect(page.getByRole('banner')).toBeHidden();
      await expect(page.getByRole('contentinfo')).toBeHidden();
      await expect(page.getByRole('navigation', { name: guide.nav })).toBeHidden();
      await expect(page.getByRole('heading', { level: 1, name: guide.h1 })).toBeVisible();
      const pdf = await PDFDocument.load(await page.pdf({ format: 'A4', margin: { top: '12mm', bottom: '12mm', left: '12mm', right: '12mm' } }));
      expect(pdf.getPageCount(), `${guide.path} printed pages`).toBeLessThanOrEqual(2);
      await page.emulateMedia({ media: 'screen' });
    }
  });
});
