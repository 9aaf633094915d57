import { expect, test, gotoHydrated } from './fixtures';
import { formatBytes } from '../../src/lib/format';
import { routeHref } from '../../src/lib/links';
import { roadmaps } from '../../src/content/roadmaps';
import { readFileSync } from 'node:fs';
import { LANGS } from '../../src/lib/langs';

const SLUG = 'frontend-developer';
const frontend = roadmaps.find((r) => r.slug === SLUG);
// The sizes the buttons show, as content:generate measured them (the JSON module needs Vite to import).
const sizes = JSON.parse(readFileSync(new URL('../../src/content/generated/file-sizes.json', import.meta.url), 'utf8')) as Record<string, number>;
const fileSize = (file: string): number | undefined => sizes[file];

test.describe('a road map page', () => {
  test('a learner ticks two topics by keyboard, sees 2 of N done, and still sees them after a reload', async ({ page }) => {
    await gotoHydrated(page, routeHref('roadmap', 'en', { params: { slug: SLUG } }));
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Frontend Developer Roadmap' })).toBeVisible();
    const total = await main.getByRole('checkbox').count();
    expect(total).toBeGreaterThan(10);
    await expect(main.getByTestId('roadmap-progress-text')).toHaveText(`0 of ${total} topics done`);

    const boxes = main.getByRole('checkbox');
    await boxes.nth(0).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('Tab');
    await expect(boxes.nth(1)).toBeFocused();
    await page.keyboard.press('Space');

    await expect(main.getByTestId('roadmap-progress-text')).toHaveText(`2 of ${total} topics done`);
    await expect(main.getByRole('progressbar')).toHaveAttribute('aria-valuenow', '2');
    await expect(main.getByRole('progressbar')).toHaveAttribute('aria-valuemax', String(total));

    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect(main.getByTestId('roadmap-progress-text')).toHaveText(`2 of ${total} topics done`);
    await expect(boxes.nth(0)).toBeChecked();
    await expect(boxes.nth(1)).toBeChecked();
    await expect(boxes.nth(2)).not.toBeChecked();
  });

  test('in Kinyarwanda, the page and its checklist speak Kinyarwanda', async ({ page }) => {
    await gotoHydrated(page, routeHref('roadmap', 'rw', { params: { slug: SLUG } }));
    await expect(page.locator('html')).toHaveAttribute('lang', 'rw');
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 2, name: 'Aho ugeze' })).toBeVisible();
    await expect(main.getByTestId('roadmap-progress-text')).toHaveText(/^Warangije ingingo 0 kuri \d+$/);
    await expect(main.getByRole('heading', { level: 2, name: /^Icyiciro cya 1/ })).toBeVisible();
    await expect(main.getByRole('link', { name: /^Kuramo PDF/ })).toHaveAttribute('href', `/roadmaps/${SLUG}.rw.pdf`);
  });

  for (const lang of LANGS) {
    test(`the Download PDF link in ${lang} answers a PDF of the size the button shows`, async ({ page, request }) => {
      await gotoHydrated(page, routeHref('roadmap', lang, { params: { slug: SLUG } }));
      const file = frontend?.file[lang] ?? '';
      const bytes = fileSize(file) ?? 0;
      const link = page.getByRole('main').locator('a[data-slot="roadmap-pdf"]');
      await expect(link).toHaveAttribute('href', file);
      await expect(link).toContainText(formatBytes(bytes, lang));
      const response = await request.get(file);
      expect(response.status()).toBe(200);
      expect(response.headers()['content-type']).toContain('application/pdf');
      const body = await response.body();
      expect(body.byteLength).toBe(bytes);
      expect(body.subarray(0, 5).toString()).toBe('%PDF-');
    });
  }
});

test.describe('the road maps library', () => {
  test('a card’s title leads to its road map page, and its download stays', async ({ page }) => {
    await gotoHydrated(page, routeHref('roadmaps', 'en', { query: { q: 'frontend' } }));
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: /^Download Frontend Developer Roadmap/ })).toHaveAttribute('href', `/roadmaps/${SLUG}.pdf`);
    await main.getByRole('link', { name: 'Frontend Developer Roadmap', exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`${routeHref('roadmap', 'en', { params: { slug: SLUG } })}$`));
    await expect(main.getByRole('heading', { level: 1, name: 'Frontend Developer Roadmap' })).toBeFocused();
    await expect(main.getByRole('checkbox').first()).toBeVisible();
  });

  test('a book whose file is still a sample says so, in the visitor’s language', async ({ page }) => {
    await gotoHydrated(page, routeHref('books', 'fr'));
    const main = page.getByRole('main');
    await expect(main.getByText('Fichier d’exemple').first()).toBeVisible();
    await expect(main.getByRole('link', { name: /^Télécharger l’exemple/ }).first()).toBeVisible();
  });
});
