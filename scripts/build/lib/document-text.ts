import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import type { IngestReport } from './documents';

/**
 * Where content:generate writes each searchable document's text, page by page, for the search index
 * of the documents (scripts/search-index.ts): `{ "/books/x.pdf": ["page 1's text", …] }`. A
 * build-time file (git-ignored, like everything in src/content/generated/): the site never imports
 * it; what reaches the browser is the index built from it.
 */
export const DOCUMENT_TEXT_FILE = resolve(import.meta.dirname, '..', '..', '..', 'src', 'content', 'generated', 'document-text.json');

/** Each document read this build, by site path, with its pages' text; a scan (no page with text) is left out: there is nothing in it to search. */
export function documentText(report: Pick<IngestReport, 'ingested'>): Record<string, string[]> {
  return Object.fromEntries(report.ingested.filter(({ pdf }) => !pdf.scanned).map(({ file, pdf }) => [file, pdf.text]));
}

/** What content:generate wrote: an empty record when it has not run with any document. */
export function readDocumentText(): Record<string, string[]> {
  if (!existsSync(DOCUMENT_TEXT_FILE)) return {};
  const parsed: unknown = JSON.parse(readFileSync(DOCUMENT_TEXT_FILE, 'utf8'));
  if (!parsed || typeof parsed !== 'object') throw new Error(`${DOCUMENT_TEXT_FILE}: not an object`);
  const text: Record<string, string[]> = {};
  for (const [file, pages] of Object.entries(parsed)) {
    if (!Array.isArray(pages) || !pages.every((page) => typeof page === 'string')) throw new Error(`${DOCUMENT_TEXT_FILE}: ${file} is not a list of pages`);
    text[file] = pages as string[];
  }
  return text;
}
