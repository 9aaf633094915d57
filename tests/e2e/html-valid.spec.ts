import { spawnSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join, relative } from 'node:path';
import { expect, test } from '@playwright/test';
import { HTML_FALSE_POSITIVES } from './a11y-policy';

const dist = join(import.meta.dirname, '../../dist');

/** Every prerendered page: dist/**\/index.html and dist/404.html. */
function pages(dir = dist): string[] {
  const found: string[] = [];
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...pages(path));
    else if (entry.name === 'index.html' || (dir === dist && entry.name === '404.html')) found.push(path);
  }
  return found.sort();
}

interface VnuMessage {
  type: 'error' | 'info' | 'non-document-error';
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

test('every prerendered page is valid HTML (Nu HTML Checker, errors only)', () => {
  // One JVM for all pages: the checker takes seconds to start.
  test.setTimeout(360_000);
  const files = pages();
  expect(files.length, 'prerendered pages in dist (run npm run build first)').toBeGreaterThan(20);
  const jar = createRequire(import.meta.url).resolve('vnu-jar/build/dist/vnu.jar');
  expect(existsSync(jar)).toBe(true);
  // Each page inlines its critical CSS (Tailwind 4's: @property, margin-trim…), which the checker's
  // CSS parser does not know: this test judges the HTML; the CSS is the stylesheet's own.
  const run = spawnSync('java', ['-jar', jar, '--errors-only', '--filterpattern', 'CSS: .*', '--format', 'json', ...files], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  });
  expect(run.error, 'java (Java 11+) must be on PATH: .ci/run installs default-jre-headless').toBeUndefined();
  const messages = (JSON.parse(run.stderr) as { messages: VnuMessage[] }).messages;
  const errors = messages
    .filter((m) => m.type !== 'info')
    .map((m) => ({ file: relative(dist, decodeURIComponent(new URL(m.url).pathname)), ...m }))
    .filter((m) => !HTML_FALSE_POSITIVES.some((fp) => fp.message.test(m.message)))
    .map((m) => `dist/${m.file}:${m.lastLine ?? '?'}: ${m.message}${m.extract ? `\n    ${m.extract.replace(/\n/g, ' ')}` : ''}`);
  expect(errors, `${errors.length} Nu HTML Checker errors`).toEqual([]);
});
