import { mkdir, rm, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { elements } from '../../../src/content/elements';
import { elementTexts } from '../../../src/content/element-texts';
import { buildElementPages } from '../../../src/content/element-page-data';
import { ROOT } from './download-files';

/** src/content/generated/element-pages/: one JSON module per element (git-ignored). */
const elementPagesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'element-pages');

/**
 * Writes each element page's data as its own module (`fe.json`), so an element's page loads only
 * its own facts and texts (about 2 KB) instead of all 118 elements in every language.
 */
export async function writeElementPages(root = ROOT): Promise<number> {
  const pages = buildElementPages(elements, elementTexts);
  const dir = elementPagesDir(root);
  await rm(dir, { recursive: true, force: true });
  await mkdir(dir, { recursive: true });
  await Promise.all(Object.entries(pages).map(([symbol, page]) => writeFile(join(dir, `${symbol}.json`), JSON.stringify(page))));
  return Object.keys(pages).length;
}
