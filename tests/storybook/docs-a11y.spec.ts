import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';
import sirv from 'sirv';
import { axeBuilder } from '../e2e/axe';

// Every docs page of the built catalogue (autodocs and MDX) passes axe, as the stories do in
// `npm run test:stories`: designers review the catalogue through these pages.
const root = fileURLToPath(new URL('../../storybook-static', import.meta.url));
const indexFile = `${root}/index.json`;
if (!existsSync(indexFile)) {
  throw new Error('storybook-static/index.json is missing: run `npm run build-storybook` first (or `npm run test:catalogue`).');
}

interface IndexEntry {
  id: string;
  title: string;
  name: string;
  type: 'docs' | 'story';
  tags: string[];
  importPath: string;
}
const entries = Object.values((JSON.parse(readFileSync(indexFile, 'utf8')) as { entries: Record<string, IndexEntry> }).entries);
const docs = entries.filter((entry) => entry.type === 'docs');

test('the catalogue has a docs page for every component and page, and the guides', () => {
  const titles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
  const documented = new Set(docs.map((entry) => entry.title));
  expect([...titles].filter((title) => !documented.has(title))).toEqual([]);
  expect(documented).toContain('Introduction');
  expect(documented).toContain('Foundations/Design tokens');
});

// One static server per worker, on a free port: storybook-static has no server part.
let server: Server;
let origin: string;
test.beforeAll(async () => {
  const assets = sirv(root, { dev: false, etag: true });
  server = createServer((req, res) =>
    assets(req, res, () => {
      res.statusCode = 404;
      res.end('not found');
    }),
  );
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
test.afterAll(async () => {
  await new Promise((resolve) => server.close(resolve));
});

for (const entry of docs) {
  test(`docs page ${entry.title} has no axe violations`, async ({ page }) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    // The site is on loopback only: a request to another host would hang, so it is refused.
    await page.route((url) => url.origin !== origin && url.protocol.startsWith('http'), (route) => route.abort('blockedbyclient'));
    await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=docs`);
    const content = page.locator('#storybook-docs .sbdocs-content');
    await expect(content).toBeVisible();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    await expect(content.locator('h1').first()).toBeVisible();
    // Stories render asynchronously inside an autodocs page: wait for them before axe looks.
    // (A story may be empty or fixed-position, so its box is only required to exist.)
    if (!entry.importPath.endsWith('.mdx')) await expect(page.locator('#storybook-docs .docs-story').first()).toBeAttached();
    // Quiet network, within bounds: a docs page of framed examples (EmbedFrame's loading and hanging
    // states) may never go quiet; its examples have rendered once no loader remains.
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await expect(page.locator('#storybook-docs .sb-loader')).toHaveCount(0);

    const results = await axeBuilder(page).include('#storybook-docs').analyze();
    const violations = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`,
    );
    expect(violations).toEqual([]);
    expect(errors, 'uncaught exceptions on the docs page').toEqual([]);
  });
}
