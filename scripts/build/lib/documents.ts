import { existsSync } from 'node:fs';
import { copyFile, link, mkdir, readdir, rm, stat } from 'node:fs/promises';
import { basename, dirname, join, resolve } from 'node:path';
import type { DownloadCollection } from '../../../src/content/downloads';
import { describeDifference, metadataDifferences } from '../../../src/lib/pdf-facts';
import { ingestAll, reportFiles, type IngestedPdf, type RefusedPdf } from './pdf-ingest';

/**
 * The operator's documents (docs/operators.md): the real PDFs of books and papers live in a folder
 * outside git — `files/` at the repository's root, or wherever UBUMENYI_FILES names — at the path
 * their record gives (`/books/s1-mathematics-student-book.pdf` → files/books/s1-mathematics-student-book.pdf).
 * content:generate reads each one (scripts/build/lib/pdf-ingest.ts), refuses a file the site cannot offer,
 * and hands the site what it shows: page count, whether it is scanned, and its cover.
 */

/** The operator's folder of real documents. */
const filesDir = (root: string): string => resolve(root, process.env.UBUMENYI_FILES ?? 'files');

/** Where a record's file is in the operator's folder. */
export const operatorPath = (file: string, root: string): string => join(filesDir(root), ...file.split('/').filter(Boolean));

/** What a card shows of a real document (src/content/generated/documents.json, by site path). */
interface DocumentFacts {
  pages: number;
  /** No page has text: the card says it cannot be read aloud or searched. */
  scanned: boolean;
  cover: { url: string; width: number; height: number };
}

export interface IngestReport {
  facts: Record<string, DocumentFacts>;
  /** Files the site cannot offer: the build stops and names each. */
  refused: RefusedPdf[];
  /** Where a PDF's own title or author disagrees with its record (the record wins). */
  differences: string[];
  /** PDFs in the operator's folder that no record names. */
  unnamed: string[];
  /** Records whose file is in neither the operator's folder nor public/ (a sample stands in). */
  missing: string[];
  /** Each ingested file, for the search (its pages' text). */
  ingested: Array<{ file: string; pdf: IngestedPdf }>;
  seconds: number;
}

/** The real PDF of a local record's file, if an operator has placed one (their folder first, then public/). */
function realDocument(file: string, root: string): string | undefined {
  if (/^https:\/\//.test(file)) return undefined;
  return [operatorPath(file, root), join(root, 'public', ...file.split('/').filter(Boolean))].find((path) => existsSync(path));
}

/** Reads every real document the records name; writes covers to public/generated/covers/. */
export async function ingestDocuments(
  collections: DownloadCollection[],
  root: string,
  titles: ReadonlyMap<string, { title: string; author?: string }>,
): Promise<IngestReport> {
  const started = Date.now();
  const entries = collections.flatMap((c) => c.entries).filter((e) => !/^https:\/\//.test(e.file));
  const found = entries.flatMap((entry) => {
    const path = realDocument(entry.file, root);
    return path ? [{ file: entry.file, path }] : [];
  });
  const coversDir = join(root, 'public', 'generated', 'covers');
  const results = await ingestAll(
    found.map((f) => f.path),
    { coversDir, root },
  );
  const report: IngestReport = { facts: {}, refused: [], differences: [], unnamed: [], missing: [], ingested: [], seconds: 0 };
  results.forEach((result, i) => {
    const { file } = found[i]!;
    if (!result.ok) {
      report.refused.push(result);
      return;
    }
    report.ingested.push({ file, pdf: result });
    report.facts[file] = {
      pages: result.pages,
      scanned: result.scanned,
      cover: { url: `/covers/${basename(result.cover.file)}`, width: result.cover.width, height: result.cover.height },
    };
    const record = titles.get(file);
    if (record) {
      for (const difference of metadataDifferences(record, { title: result.title, author: result.author }))
        report.differences.push(`${file}: ${describeDifference(difference)}`);
    }
  });
  // Covers of files no longer there go.
  const covers = new Set(Object.values(report.facts).map((f) => basename(f.cover.url)));
  if (existsSync(coversDir)) {
    for (const name of await readdir(coversDir)) if (!covers.has(name)) await rm(join(coversDir, name));
  }
  if (existsSync(filesDir(root))) {
    const files = await reportFiles(
      entries.map((e) => ({ id: e.id, file: e.file })),
      filesDir(root),
    );
    report.unnamed = files.unnamed;
  }
  report.missing = entries.filter((e) => !realDocument(e.file, root)).map((e) => e.file);
  report.seconds = (Date.now() - started) / 1000;
  return report;
}

/**
 * Puts an operator's file where the build serves it (public/generated/<path>, moved to dist/<path>):
 * a hard link, so a textbook of tens of megabytes is not copied; a copy where links cannot be made.
 */
export async function placeDocument(from: string, to: string): Promise<void> {
  if (existsSync(to)) {
    const [a, b] = await Promise.all([stat(from), stat(to)]);
    if (a.ino === b.ino && a.dev === b.dev) return;
    await rm(to);
  }
  await mkdir(dirname(to), { recursive: true });
  try {
    await link(from, to);
  } catch {
    await copyFile(from, to);
  }
}
