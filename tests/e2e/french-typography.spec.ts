import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test, expect, type Page } from '@playwright/test';
import { frenchTypographyFindings } from '../../src/lib/french-typography';
import { dist, pagesOf } from './dist-pages';

/**
 * French typography as the reader meets it (issue 45): every prerendered French page's text, and
 * its aria-label, alt, title and placeholder values, holds a no-break space before : ; ? ! and
 * inside « », one apostrophe (’) and its elisions (src/lib/french-typography.ts). The unit test
 * (tests/unit/french-text.test.ts) checks the strings one by one; this checks what the pages make
 * of them: sentences assembled from several strings, values put into templates, formatted numbers.
 */
/**
 * The French text of `html` as lines (a block's text, its inline elements joined), and its French
 * attribute values, parsed by the browser (DOMParser: no script runs). A part whose nearest lang
 * is another language stays as words, without its own apostrophes and punctuation; code, scripts
 * and styles are left out.
 */
function frenchTextOf(page: Page, html: string): Promise<string[]> {
  return page.evaluate((html) => {
    const document = new DOMParser().parseFromString(html, 'text/html');
    const INLINE = new Set([
      'A',
      'ABBR',
      'B',
      'BDI',
      'BDO',
      'CITE',
      'DATA',
      'DFN',
      'EM',
      'I',
      'LABEL',
      'MARK',
      'Q',
      'S',
      'SMALL',
      'SPAN',
      'STRONG',
      'SUB',
      'SUP',
      'TIME',
      'U',
    ]);
    const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT', 'CODE', 'PRE', 'KBD', 'SAMP']);
    const ATTRIBUTES = ['aria-label', 'alt', 'title', 'placeholder'];
    const isFrench = (element: Element) => (element.closest('[lang]')?.getAttribute('lang') ?? 'fr').startsWith('fr');
    const foreign = (text: string) => text.replace(/'/g, '’').replace(/[:;?!«»]/g, '');
    const lines: string[] = [];
    let line = '';
    const breakLine = () => {
      const text = line.replace(/[ \t\n\r\f]+/g, ' ').trim();
      if (text) lines.push(text);
      line = '';
    };
    const walk = (node: Node) => {
      if (node.nodeType === Node.TEXT_NODE) {
        const parent = node.parentElement;
        line += parent && !isFrench(parent) ? foreign(node.textContent ?? '') : (node.textContent ?? '');
        return;
      }
      if (!(node instanceof Element)) return;
      for (const name of ATTRIBUTES) {
        const value = node.getAttribute(name);
        if (value && isFrench(node)) lines.push(value);
      }
      if (SKIP.has(node.tagName)) {
        // A word of code in a sentence stays a word.
        if (INLINE.has(node.parentElement?.tagName ?? '') || node.tagName === 'CODE') line += ' code ';
        return;
      }
      const block = !INLINE.has(node.tagName);
      if (block) breakLine();
      for (const child of node.childNodes) walk(child);
      if (block) breakLine();
    };
    lines.push(document.title);
    const description = document.querySelector('meta[name="description"]')?.getAttribute('content');
    if (description) lines.push(description);
    walk(document.body);
    return lines;
  }, html);
}

test.describe('French typography on the pages', () => {
  test('every French page, as prerendered, writes no-break spaces before : ; ? ! and inside « », ’ and its elisions', async ({ page }) => {
    test.setTimeout(300_000);
    const files = pagesOf(join(dist, 'fr'));
    expect(files.length).toBeGreaterThan(100);
    // A finding, once, with the first page that shows it and how many pages do.
    const found = new Map<string, { first: string; pages: number }>();
    let lines = 0;
    for (const file of files) {
      const text = await frenchTextOf(page, readFileSync(file, 'utf8'));
      lines += text.length;
      const onPage = new Set(text.flatMap((line) => frenchTypographyFindings(line)));
      for (const finding of onPage) {
        const entry = found.get(finding);
        if (entry) entry.pages++;
        else found.set(finding, { first: file.slice(dist.length), pages: 1 });
      }
    }
    const failures = [...found].map(([finding, { first, pages }]) => `${first}${pages > 1 ? ` (and ${pages - 1} more pages)` : ''}: ${finding}`);
    expect(failures, failures.slice(0, 40).join('\n')).toEqual([]);
    // The walk must have read the pages' text, not empty shells.
    expect(lines).toBeGreaterThan(files.length * 20);
  });

  test('the check finds what it is for, in a page as the browser parses it', async ({ page }) => {
    const html =
      '<html lang="fr"><head><title>Objectif: lire</title></head><body>' +
      '<p>Le profil de <strong>Aline</strong> ; <a href="/x">l\'élément</a></p>' +
      '<p lang="en">What\'s new?</p><p>Le <span lang="en">Board\'s</span> avis<code>a:b ; c</code></p>' +
      '<img alt="Tout sur « Néon »" src="x.png"></body></html>';
    const findings = (await frenchTextOf(page, html)).flatMap((line) => frenchTypographyFindings(line));
    expect(findings).toEqual([
      expect.stringMatching(/^no space before “:”/),
      expect.stringMatching(/^plain space before “;”/),
      expect.stringMatching(/^straight apostrophe/),
      expect.stringMatching(/^missing elision “de Aline”/),
      expect.stringMatching(/^no no-break space after “«”/),
      expect.stringMatching(/^no no-break space before “»”/),
    ]);
  });
});
