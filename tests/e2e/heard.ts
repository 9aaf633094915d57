import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';

/**
 * What a page says to a screen reader, as a reviewed file (issue 35): the ARIA snapshot of its
 * `<main>` (roles, names, states, levels, in order) for every route in every language (of the 118
 * element pages, the sample the route loops open: see browserSample), committed
 * under tests/e2e/aria/ by path (`/fr/periodic` → `aria/fr/periodic/index.aria.yml`). A change
 * of heading, landmark, name or state on any page fails here until its snapshot is updated and the
 * change reviewed in the diff.
 *
 * The comparison is strict: `/children: deep-equal` under `main` (Playwright's default lets a
 * snapshot match a page that has more than it lists). To write or refresh the files, run the
 * suites with ARIA_SNAPSHOTS=update, then read the diff.
 */
const ROOT = join(import.meta.dirname, 'aria');
const STRICT = '/children: deep-equal';

function snapshotFile(path: string): string {
  return join(ROOT, `${path.replace(/\/$/, '')}/index.aria.yml`);
}

/** The snapshot made strict: the deep-equal rule as the first child of `main`. */
function strict(snapshot: string): string {
  const [first, ...rest] = snapshot.trimEnd().split('\n');
  if (!first?.startsWith('- main')) throw new Error(`not a snapshot of <main>: ${first}`);
  if (/^- main( "[^"]*")?: \S/.test(first)) throw new Error(`a <main> of text alone cannot take the strict rule: ${first}`);
  const head = first.endsWith(':') ? first : `${first}:`;
  return [head, `  - ${STRICT}`, ...rest].join('\n') + '\n';
}

export async function expectMainHeard(page: Page, path: string): Promise<void> {
  const main = page.getByRole('main');
  const file = snapshotFile(path);
  if (process.env.ARIA_SNAPSHOTS === 'update') {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, strict(await main.ariaSnapshot()));
    return;
  }
  expect(existsSync(file), `${file} is missing: run with ARIA_SNAPSHOTS=update and review it`).toBe(true);
  await expect(main, `what a screen reader finds in <main> of ${path}`).toMatchAriaSnapshot(readFileSync(file, 'utf8'));
}
