import { expect, test, gotoHydrated } from './fixtures';

/*
 * Real documents in the built site, as the fixture collection gives them (tests/fixtures/collection,
 * built by `npm test`): the Senior 1 mathematics book is the 200-page text book, the S3 physics
 * national paper the images-only "scanned" paper; every other record is still a sample.
 */
const BOOK = { file: '/books/s1-mathematics-student-book.pdf', title: "Mathematics for Rwanda Schools, Senior 1, Student's Book" };
const PAPER = { file: '/papers/s3-physics-national-examination-2023-2024.pdf', title: 'S3 Physics National Examination 2023-2024' };

test.describe('real documents', () => {
  test('a real book’s card shows its own cover, silent and lazy, its page count and no sample label; the file is its PDF', async ({ page, request }) => {
    await gotoHydrated(page, `/books?q=mathematics`);
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: BOOK.title }) });
    await expect(card).toHaveCount(1);
    await expect(card.getByText('200 pages', { exact: true })).toBeVisible();
    await expect(card.getByText('Sample file')).toHaveCount(0);
    const cover = card.locator('img');
    await expect(cover).toHaveAttribute('alt', '');
    await expect(cover).toHaveAttribute('loading', 'lazy');
    const src = await cover.getAttribute('src');
    expect(src).toMatch(/^\/covers\/[0-9a-f]+\.webp$/);
    // The cover as the card shows it: small, and the picture of the PDF's first page.
    const image = await request.get(src!);
    expect(image.ok()).toBe(true);
    expect((await image.body()).byteLength).toBeLessThanOrEqual(20 * 1024);
    await expect.poll(() => cover.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth)).toBe(240);
    const link = card.getByRole('link', { name: /^Download Mathematics for Rwanda Schools, Senior 1/ });
    await expect(link).toHaveAttribute('href', BOOK.file);
    const pdf = await request.get(BOOK.file);
    expect(pdf.ok()).toBe(true);
    expect((await pdf.body()).subarray(0, 5).toString('latin1')).toBe('%PDF-');
  });

  test('a book still a sample keeps its label and draws no cover', async ({ page }) => {
    await gotoHydrated(page, `/books?q=physics`);
    const card = page
      .getByRole('main')
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { name: /Physics for Rwanda Schools, Senior 2/ }) });
    await expect(card.getByText('Sample file')).toBeVisible();
    await expect(card.locator('img')).toHaveCount(0);
  });

  for (const [lang, path, note] of [
    ['en', '/papers', 'Scanned pages: this document cannot be read aloud or searched.'],
    ['rw', '/rw/papers', 'Impapuro zafotowe: iyi nyandiko ntishobora gusomwa mu ijwi cyangwa gushakishwamo.'],
  ] as const) {
    test(`a scanned paper says, in ${lang}, that it cannot be read aloud or searched, with the page count its PDF gives`, async ({ page }) => {
      await gotoHydrated(page, path);
      const card = page.locator('[data-slot="paper-card"]').filter({ has: page.locator(`a[href="${PAPER.file}"]`) });
      await expect(card).toHaveCount(1);
      await expect(card.getByText(note, { exact: true })).toBeVisible();
      // The PDF has two pages; its record said sixteen: the file wins.
      await expect(card.locator('dd').filter({ hasText: /^2$/ })).toHaveCount(1);
    });
  }
});
