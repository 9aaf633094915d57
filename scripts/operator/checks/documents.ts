import { downloadCollections } from '../../../src/content/downloads';
import { ingestDocuments } from '../../build/lib/documents';
import { ROOT } from '../../build/lib/download-files';
import type { CheckRow } from './types';

/**
 * The operator's documents (docs/operators.md): a real PDF whose pages are images only (scanned: its
 * card says it cannot be read aloud or searched), a PDF in the documents folder that no record names
 * (orphaned: not on the site), where a PDF's own title disagrees with its record (the record wins),
 * and a file the site cannot offer (the build refuses it).
 */
export async function run(): Promise<CheckRow[]> {
  const titles = new Map(downloadCollections.flatMap((c) => c.entries.map((e) => [e.file, { title: e.title }] as const)));
  const report = await ingestDocuments(downloadCollections, ROOT, titles);
  return [
    ...Object.entries(report.facts)
      .filter(([, facts]) => facts.scanned)
      .map(([file, facts]): CheckRow => ({
        group: 'documents',
        item: file,
        status: 'ok',
        detail: `scanned: ${facts.pages} pages of images, no text to read aloud or search`,
      })),
    ...report.unnamed.map((file): CheckRow => ({
      group: 'documents',
      item: file,
      status: 'fail',
      detail: 'orphaned: in the documents folder, but no record names it',
    })),
    ...report.differences.map((line): CheckRow => ({
      group: 'documents',
      item: line.slice(0, line.indexOf(':')),
      status: 'ok',
      detail: line.slice(line.indexOf(':') + 2),
    })),
    ...report.refused.map((refused): CheckRow => ({ group: 'documents', item: refused.file, status: 'fail', detail: refused.message })),
  ];
}
