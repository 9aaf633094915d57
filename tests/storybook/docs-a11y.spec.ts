import { existsSync, readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { fileURLToPath } from 'node:url';
import { expect, test as base, type Page } from '@playwright/test';
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

base('the catalogue has a docs page for every component and page, and the guides', () => {
  const titles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
  const documented = new Set(docs.map((entry) => entry.title));
  expect([...titles].filter((title) => !documented.has(title))).toEqual([]);
  expect(documented).toContain('Introduction');
  expect(documented).toContain('Foundations/Design tokens');
});

interface Catalogue {
  /** Opens a docs page in the worker's page (and returns that page). */
  open(entry: IndexEntry): Promise<Page>;
  /** Uncaught exceptions seen since the last `open`. */
  errors: string[];
}

/**
 * One static server (storybook-static has no server part) and one page per worker. The first docs
 * page is loaded; each next one is rendered by the loaded preview itself, as the catalogue's
 * sidebar does: loading and compiling the catalogue's bundle again for each of the ~100 pages was
 * half of each check's time.
 */
const test = base.extend<object, { catalogue: Catalogue }>({
  catalogue: [
    async ({ browser }, use) => {
      const assets = sirv(root, { dev: false, etag: true });
      const server: Server = createServer((req, res) =>
        assets(req, res, () => {
          res.statusCode = 404;
          res.end('not found');
        }),
      );
      await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
      const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
      const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
      const errors: string[] = [];
      page.on('pageerror', (error) => errors.push(error.message));
      // The site is on loopback only: a request to another host would hang, so it is refused.
      await page.route((url) => url.origin !== origin && url.protocol.startsWith('http'), (route) => route.abort('blockedbyclient'));
      let loaded = false;
      const open = async (entry: IndexEntry) => {
        errors.length = 0;
        if (!loaded) {
          await page.goto(`${origin}/iframe.html?id=${entry.id}&viewMode=docs`);
          loaded = true;
          return page;
        }
        const rendered = await page.evaluate(async (id) => {
          const preview = (window as unknown as { __STORYBOOK_PREVIEW__: Preview }).__STORYBOOK_PREVIEW__;
          const channel = (window as unknown as { __STORYBOOK_ADDONS_CHANNEL__: Channel }).__STORYBOOK_ADDONS_CHANNEL__;
          const done = new Promise<boolean>((resolve) => {
            channel.once('docsRendered', () => resolve(true));
            setTimeout(() => resolve(false), 30_000);
          });
          await preview.onSetCurrentStory({ storyId: id, viewMode: 'docs' });
          return done;
        }, entry.id);
        expect(rendered, `the preview rendered ${entry.id}`).toBe(true);
        return page;
      };
      await use({ open, errors });
      await page.close();
      await new Promise((resolve) => server.close(resolve));
    },
    { scope: 'worker' },
  ],
});

/** The parts of Storybook's preview that switch the page it shows (its sidebar uses them). */
interface Preview {
  onSetCurrentStory(selection: { storyId: string; viewMode: 'docs' }): Promise<void>;
}
interface Channel {
  once(event: string, listener: () => void): void;
}

for (const entry of docs) {
  test(`docs page ${entry.title} has no axe violations`, async ({ catalogue }) => {
    const page = await catalogue.open(entry);
    const content = page.locator('#storybook-docs .sbdocs-content');
    await expect(content).toBeVisible();
    await expect(page.locator('.sb-errordisplay')).toBeHidden();
    await expect(content.locator('h1').first()).toBeVisible();
    // Stories render asynchronously inside an autodocs page: wait for them before axe looks.
    // (A story may be empty or fixed-position, so its box is only required to exist.)
    if (!entry.importPath.endsWith('.mdx')) await expect(page.locator('#storybook-docs .docs-story').first()).toBeAttached();
    // Quiet network, within bounds: a docs page of framed examples (EmbedFrame's loading and hanging
    // states) may never go quiet. Playwright reaches this state once per page load, so it waits only
    // for the worker's first docs page; on the others, docsRendered and no loader left are the wait
    // (examples have rendered once no loader remains; an image still arriving does not change axe's view).
    await page.waitForLoadState('networkidle', { timeout: 5_000 }).catch(() => undefined);
    await expect(page.locator('#storybook-docs .sb-loader')).toHaveCount(0);

    const results = await axeBuilder(page).include('#storybook-docs').analyze();
    const violations = results.violations.map(
      (v) => `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes.map((n) => n.target.join(' ')).slice(0, 5).join('\n  ')}`,
    );
    expect(violations).toEqual([]);
    expect(catalogue.errors, 'uncaught exceptions on the docs page').toEqual([]);
  });
}
