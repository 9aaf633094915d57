import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { expect, type Page } from '@playwright/test';
import { langOfPath } from '../../src/lib/links';

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

/**
 * Punctuation a screen reader says that nobody sees (issue 44): a name or text built of adjacent
 * spans, one of them a hidden ", " or ".", comes out as "Physics , 33 simulations"; braille shows the
 * stray space and "punctuation: all" users hear every comma. Names are built as plain strings, so
 * no " , " or " . " in any language, and no " : " in English or Kinyarwanda (French writes a space
 * before ":", a no-break one: see frenchColonsAfterPlainSpace). Each offending line of the snapshot.
 */
export function strayPunctuation(snapshot: string, lang: string): string[] {
  const stray = lang === 'fr' ? / [,.](?=[\s"']|$)/ : / [,.:](?=[\s"']|$)/;
  return snapshot
    .split('\n')
    .filter((line) => stray.test(line))
    .map((line) => line.trim());
}

/**
 * French puts a no-break space before ":" (U+00A0, or the narrow U+202F), so that the colon never
 * starts a line; the ARIA snapshot folds it into a plain space, so this reads the DOM text of
 * `<main>` (scripts and styles aside): each ":" after a plain space, with a few words around it.
 */
async function frenchColonsAfterPlainSpace(page: Page): Promise<string[]> {
  return page.getByRole('main').evaluate((main) => {
    let text = '';
    const walker = main.ownerDocument.createTreeWalker(main, NodeFilter.SHOW_TEXT);
    for (let node = walker.nextNode(); node; node = walker.nextNode()) {
      if (!node.parentElement?.closest('script, style, template')) text += node.textContent ?? '';
    }
    return [...text.matchAll(/[ \t\n\r]+:/g)].map((m) => text.slice(Math.max(0, m.index - 40), m.index + 30).replace(/\s+/g, ' '));
  });
}

export async function expectMainHeard(page: Page, path: string): Promise<void> {
  const main = page.getByRole('main');
  const file = snapshotFile(path);
  const lang = langOfPath(path);
  const snapshot = await main.ariaSnapshot();
  const update = process.env.ARIA_SNAPSHOTS === 'update';
  if (update) {
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, strict(snapshot));
  }
  expect(strayPunctuation(snapshot, lang), `punctuation heard but not seen in <main> of ${path}`).toEqual([]);
  if (lang === 'fr') expect(await frenchColonsAfterPlainSpace(page), `":" after a plain space (not U+00A0) in <main> of ${path}`).toEqual([]);
  if (update) return;
  expect(existsSync(file), `${file} is missing: run with ARIA_SNAPSHOTS=update and review it`).toBe(true);
  await expect(main, `what a screen reader finds in <main> of ${path}`).toMatchAriaSnapshot(readFileSync(file, 'utf8'));
}
