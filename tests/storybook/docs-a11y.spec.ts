import { expect } from '@playwright/test';
import { axeBuilder } from '../e2e/axe';
import { entries, test } from './catalogue';

// Every docs page of the built catalogue (autodocs and MDX) passes axe, as the stories do in
// `npm run test:stories`: designers review the catalogue through these pages.
const docs = entries.filter((entry) => entry.type === 'docs');

test('the catalogue has a docs page for every component and page, and the guides', () => {
  const titles = new Set(entries.filter((entry) => entry.type === 'story').map((entry) => entry.title));
  const documented = new Set(docs.map((entry) => entry.title));
  expect([...titles].filter((title) => !documented.has(title))).toEqual([]);
  expect(documented).toContain('Introduction');
  expect(documented).toContain('Foundations/Design tokens');
});

for (const entry of docs) {
  test(`docs page ${entry.title} has no axe violations`, async ({ catalogue }) => {
    const rendered = await catalogue.open(entry, 'docs');
    expect(rendered.event, `the preview rendered ${entry.id}`).toBe('docsRendered');
    const page = await catalogue.pageFor();
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
      (v) =>
        `${v.id} (${v.impact}): ${v.help}\n  ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 5)
          .join('\n  ')}`,
    );
    expect(violations).toEqual([]);
    expect(catalogue.errors, 'uncaught exceptions on the docs page').toEqual([]);
  });
}
