import { join } from 'node:path';
import { elements } from '../../../src/content/elements';
import { elementTexts } from '../../../src/content/element-texts';
import { buildElementPages } from '../../../src/content/element-page-data';
import { ROOT } from './download-files';
import { syncFiles } from './write-generated';

/** src/content/generated/element-pages/: one JSON module per element (git-ignored). */
const elementPagesDir = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'element-pages');

/**
 * Writes each element page's data as its own module (`fe.json`), so an element's page loads only
 * its own facts and texts (about 2 KB) instead of all 118 elements in every language.
 */
export async function writeElementPages(root = ROOT): Promise<number> {
  const pages = buildElementPages(elements, elementTexts);
  const dir = elementPagesDir(root);
  return syncFiles(
    [dir],
    Object.entries(pages).map(([symbol, page]) => [join(dir, `${symbol}.json`), JSON.stringify(page)] as const),
  );
}
