import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test, gotoHydrated } from './fixtures';
import { formatBytes } from '../../src/lib/format';
import { posts } from '../../src/content/posts';
import { books } from '../../src/content/books';
import type { PostBlock } from '../../src/content/schema';

/** A post's body in English as content:generate wrote it from the post's catalogue (src/locales/en/content/posts/<slug>.pot). */
const englishBody = (slug: string): PostBlock[] =>
  JSON.parse(readFileSync(join(import.meta.dirname, '..', '..', 'src', 'content', 'generated', 'post-bodies', `${slug}.en.json`), 'utf8')) as PostBlock[];

/**
 * Opens a URL and waits until React has hydrated the page (React attaches its props to the DOM
 * nodes it owns): typing into prerendered HTML before that would be lost.
 */
async function open(page: Page, url: string) {
  await gotoHydrated(page, url);
}

const found = (page: Page) => page.getByTestId('found-count');
// The collection as it is (an operator adds books): the pages follow its size, six books a page.
const total = books.length;
const lastPage = Math.ceil(total / 6);
const showing = (page: Page) => page.getByTestId('showing-range');
const downloads = (page: Page) => page.getByRole('main').getByRole('link', { name: /^Download / });

test.describe('books library', () => {
  test('a learner pages through the books, and Back and Forward follow the pages', async ({ page }) => {
    await open(page, '/books');
    await expect(found(page)).toHaveText(`Found ${total} books`);
    await expect(showing(page)).toHaveText(`Showing 1 to 6 of ${total}`);
    await expect(downloads(page)).toHaveCount(6);
    const nav = page.getByRole('navigation', { name: 'Books pages' });
    await expect(nav.getByRole('button', { name: 'Previous' })).toBeDisabled();

    await nav.getByRole('button', { name: 'Next' }).click();
    await expect(page).toHaveURL(/\/books\?page=2$/);
    await expect(showing(page)).toHaveText(`Showing 7 to 12 of ${total}`);
    // Said once, after the change: the page and its books, not "Found … books" again.
    await expect(page.getByRole('status').filter({ hasText: `Page 2 of ${lastPage}, books 7 to 12` })).toHaveCount(1);
    await expect(page.getByRole('status').filter({ hasText: `Found ${total} books` })).toHaveCount(0);

    await nav.getByRole('button', { name: `Page ${lastPage}` }).click();
    await expect(showing(page)).toHaveText(`Showing ${(lastPage - 1) * 6 + 1} to ${total} of ${total}`);
    await expect(nav.getByRole('button', { name: 'Next' })).toBeDisabled();
    await expect(downloads(page)).toHaveCount(total - (lastPage - 1) * 6);

    await page.goBack();
    await expect(page).toHaveURL(/\/books\?page=2$/);
    await expect(showing(page)).toHaveText(`Showing 7 to 12 of ${total}`);
    await page.goBack();
    await expect(showing(page)).toHaveText(`Showing 1 to 6 of ${total}`);
    await page.goForward();
    await expect(showing(page)).toHaveText(`Showing 7 to 12 of ${total}`);
  });

  test('searching ignores case and accents, starts on page 1 and lives in the URL', async ({ page }) => {
    await open(page, '/books?page=3');
    const search = page.getByRole('searchbox', { name: 'Search books' });
    await search.fill('PHYSICS');
    await expect(found(page)).toHaveText('Found 3 books');
    await expect(page).toHaveURL(/\/books\?q=PHYSICS$/);
    await expect(page.getByRole('navigation', { name: 'Books pages' })).toHaveCount(0);

    await search.fill('chémistry');
    await expect(found(page)).toHaveText('Found 3 books');
    await expect(page.getByRole('heading', { level: 2, name: "Chemistry for Rwanda Schools, Senior 3, Student's Book" })).toBeVisible();

    // A description word, an author and a subject all count.
    await search.fill('trigonometric');
    await expect(found(page)).toHaveText('Found 1 book');
    await search.fill('rwanda basic education board');
    await expect(found(page)).toHaveText(`Found ${total} books`);
  });

  test('a shared link reopens the same search and page', async ({ page }) => {
    await open(page, '/books?q=senior&page=2');
    await expect(page.getByRole('searchbox', { name: 'Search books' })).toHaveValue('senior');
    await expect(found(page)).toHaveText('Found 30 books');
    await expect(showing(page)).toHaveText('Showing 7 to 12 of 30');
    await expect(page.getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  test('malformed or out-of-range pages fall back to a valid page without error', async ({ page }) => {
    for (const [query, expected] of [
      ['page=-1', `Showing 1 to 6 of ${total}`],
      ['page=abc', `Showing 1 to 6 of ${total}`],
      ['page=2.5', `Showing 1 to 6 of ${total}`],
      ['page=999', `Showing ${(lastPage - 1) * 6 + 1} to ${total} of ${total}`],
      ['q=%E0%A4%A&page=', null],
    ] as const) {
      const response = await page.goto(`/books?${query}`);
      expect(response?.status()).toBe(200);
      await expect(page.getByRole('heading', { level: 1, name: 'Books' })).toBeVisible();
      if (expected) await expect(showing(page)).toHaveText(expected);
    }
  });

  test('a link past the last page shows the last page, and the address follows it', async ({ page }) => {
    await open(page, '/books?page=999');
    await expect(showing(page)).toHaveText(`Showing ${(lastPage - 1) * 6 + 1} to ${total} of ${total}`);
    await expect(page).toHaveURL(/\/books\?page=6$/);
  });

  test('an empty search result offers Clear Search, which restores the full list', async ({ page }) => {
    await open(page, '/books?q=astronomy');
    await expect(page.getByRole('heading', { name: 'No books found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse all books.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(found(page)).toHaveText(`Found ${total} books`);
    await expect(page).toHaveURL(/\/books$/);
    await expect(page.getByRole('searchbox', { name: 'Search books' })).toBeFocused();
  });
});

test.describe('roadmaps library', () => {
  test('a learner searches and pages the roadmaps', async ({ page }) => {
    await open(page, '/road-maps');
    await expect(found(page)).toHaveText('Found 17 roadmaps');
    await page.getByRole('navigation', { name: 'Developer roadmaps pages' }).getByRole('button', { name: 'Page 3' }).click();
    await expect(showing(page)).toHaveText('Showing 13 to 17 of 17');
    await expect(page).toHaveURL(/\/road-maps\?page=3$/);

    await page.getByRole('searchbox', { name: 'Search roadmaps' }).fill('react');
    await expect(found(page)).toHaveText(/^Found \d+ roadmaps?$/);
    await expect(page.getByRole('heading', { level: 2, name: 'React Developer Roadmap' })).toBeVisible();
    await expect(page).toHaveURL(/\/road-maps\?q=react$/);

    await page.getByRole('searchbox', { name: 'Search roadmaps' }).fill('astronomy');
    await expect(page.getByRole('heading', { name: 'No Roadmaps found' })).toBeVisible();
    await expect(page.getByText('Try adjusting your search terms or browse all roadmaps.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(found(page)).toHaveText('Found 17 roadmaps');
  });
});

test.describe('downloads', () => {
  for (const [path, pages, total] of [
    ['/books', 6, 35],
    ['/road-maps', 3, 17],
  ] as const) {
    test(`every Download link on ${path} answers 200 with a PDF of the size it shows`, async ({ page, request }) => {
      const links: { href: string; name: string; target: string | null; rel: string | null }[] = [];
      for (let n = 1; n <= pages; n++) {
        await page.goto(`${path}?page=${n}`);
        // Wait for this page's range: the prerendered HTML shows page 1 until the query is read.
        const first = (n - 1) * Math.ceil(total / pages) + 1;
        await expect(showing(page)).toContainText(`Showing ${first} to`);
        await expect(showing(page)).toContainText(`of ${total}`);
        links.push(
          ...(await downloads(page).evaluateAll((anchors) =>
            anchors.map((a) => ({
              href: a.getAttribute('href') ?? '',
              name: a.textContent ?? '',
              target: a.getAttribute('target'),
              rel: a.getAttribute('rel'),
            })),
          )),
        );
      }
      expect(new Set(links.map((l) => l.href)).size).toBe(total);
      for (const link of links) {
        expect(link.target).toBe('_blank');
        expect(link.rel).toBe('noopener noreferrer');
        const response = await request.get(link.href);
        expect(response.status(), link.href).toBe(200);
        expect(response.headers()['content-type'], link.href).toMatch(/^application\/pdf/);
        const body = await response.body();
        expect(body.subarray(0, 5).toString(), link.href).toBe('%PDF-');
        // The size on the button is the size of the file served.
        expect(link.name).toContain(`PDF · ${formatBytes(body.length, 'en')}`);
      }
    });
  }
});

test.describe('blog', () => {
  test('a learner searches the blog by author and title, and meets the empty state', async ({ page }) => {
    await open(page, '/blog');
    await expect(found(page)).toHaveText('Found 3 posts');
    const search = page.getByRole('searchbox', { name: 'Search blog posts' });
    await search.fill('UWASE');
    await expect(found(page)).toHaveText('Found 2 posts');
    await expect(page).toHaveURL(/\/blog\?q=UWASE$/);
    await search.fill('exáminations');
    await expect(found(page)).toHaveText('Found 1 post');
    await search.fill('volcano');
    await expect(page.getByRole('heading', { name: 'No blog posts found.' })).toBeVisible();
    await page.getByRole('button', { name: 'Clear Search', exact: true }).click();
    await expect(found(page)).toHaveText('Found 3 posts');
  });

  test('a post opens on its own page with date, author and a way back', async ({ page }) => {
    await open(page, '/blog');
    await page.getByRole('link', { name: 'Learning science with simulations when your school has no laboratory' }).click();
    await expect(page).toHaveURL(/\/blog\/learning-science-with-simulations$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Learning science with simulations when your school has no laboratory' })).toBeVisible();
    await expect(page).toHaveTitle('Learning science with simulations when your school has no laboratory · Ubumenyi');
    await expect(page.getByText('Published on 20 October 2025')).toBeVisible();
    await expect(page.getByRole('main').getByText('By Aline Uwase')).toBeVisible();
    await page.getByRole('link', { name: /Back to the blog/ }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Blog' })).toBeVisible();
  });

  test('every post is prerendered with its full text, and an unknown slug is a 404', async ({ request }) => {
    for (const post of posts) {
      const response = await request.get(`/blog/${post.slug}`);
      expect(response.status()).toBe(200);
      const html = await response.text();
      expect(html).toContain(`<title>${post.title.en.replace(/'/g, '&#x27;')} · Ubumenyi</title>`);
      const lastParagraph = englishBody(post.slug)
        .filter((b) => b.type === 'p')
        .at(-1);
      expect(html).toContain(lastParagraph?.type === 'p' ? lastParagraph.text.slice(0, 40) : 'missing');
    }
    expect((await request.get('/blog/no-such-post')).status()).toBe(404);
  });
});
