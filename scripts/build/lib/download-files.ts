import { existsSync, statSync } from 'node:fs';
import { readdir, rm } from 'node:fs/promises';
import { join, relative, resolve, sep } from 'node:path';
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import type { DownloadCollection, DownloadEntry } from '../../../src/content/downloads';
import { combinedStatus, fileOffer, offerClasses, type FileOffer } from '../../../src/lib/file-offer';
import { LANGS, type Lang } from '../../../src/lib/langs';
import { TVET_GROUP } from '../../../src/content/file-groups';
import { home } from '../../../src/i18n/strings/home';
import { operatorPath, placeDocument } from './documents';
import { writeIfChanged } from './write-generated';
import * as sampleFile from '../../../src/content/generated/text/sample-file';

/**
 * Where downloadable files live, and the one-page sample PDFs that stand in for missing ones.
 * Real files: the operator's folder (files/<file> or UBUMENYI_FILES, see ./documents.ts), or public/<file>. Samples: public/generated/<file>
 * (git-ignored; scripts/vite/generated-files.ts serves them at /<file> and moves them there in dist).
 */

export const ROOT = resolve(import.meta.dirname, '..', '..', '..');

export type FileStatus =
  | { status: 'external' }
  /** real: put under public/ by an operator; built: written by content:generate from our own data; sample: a placeholder. */
  | { status: 'real' | 'built' | 'sample'; bytes: number; path: string }
  | { status: 'missing' };

/** Builds a file's bytes from our own data (a road map's PDF from its plan), by site path. */
export type FileBuilders = ReadonlyMap<string, () => Promise<Uint8Array>>;

const isExternal = (file: string): boolean => /^https:\/\//.test(file);

/** public/<file>: where a site operator puts the real document. */
const realPath = (file: string, root = ROOT): string => join(root, 'public', ...file.split('/').filter(Boolean));

/** public/generated/<file>: where the build writes a sample. */
export const samplePath = (file: string, root = ROOT): string => join(root, 'public', 'generated', ...file.split('/').filter(Boolean));

/** The JSON module of file sizes the UI imports (git-ignored, written by content:generate). */
export const sizesPath = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'file-sizes.json');

/** The JSON list of files that are still samples (git-ignored, written by content:generate), for the "Sample file" labels. */
const samplesPath = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'sample-files.json');

/**
 * What each collection really offers (all samples, some, all real, and the groups covered), by
 * collection id (git-ignored, written by content:generate): the sentences about books and papers
 * read it, so they change by themselves when a real file replaces a sample.
 */
export const offersPath = (root = ROOT): string => join(root, 'src', 'content', 'generated', 'file-offers.json');

/**
 * Whether an entry's file is real, built from our data (a file in `built`, which has a builder),
 * a generated sample, external, or missing altogether.
 */
export function fileStatus(file: string, root = ROOT, built: ReadonlySet<string> | FileBuilders = new Set()): FileStatus {
  if (isExternal(file)) return { status: 'external' };
  const operated = operatorPath(file, root);
  if (existsSync(operated)) return { status: 'real', bytes: statSync(operated).size, path: operated };
  const generatedStatus = built.has(file) ? 'built' : 'sample';
  for (const [status, path] of [
    ['real', realPath(file, root)],
    [generatedStatus, samplePath(file, root)],
  ] as const) {
    if (existsSync(path)) return { status, bytes: statSync(path).size, path };
  }
  return { status: 'missing' };
}

const A4: [number, number] = [595.28, 841.89];
const MARGIN = 56;
const INK = rgb(0.1, 0.12, 0.14);
const BRAND = rgb(0, 0.373, 0.541); // --color-primary #005f8a
const MUTED = rgb(0.306, 0.353, 0.4); // --color-muted-foreground

/** Standard PDF fonts only cover WinAnsi: anything else (rare in our titles) is shown as "?". */
function printable(font: PDFFont, text: string): string {
  const supported = new Set(font.getCharacterSet());
  return Array.from(text.normalize('NFC'), (ch) => (supported.has(ch.codePointAt(0) ?? 0) ? ch : '?')).join('');
}

function wrap(font: PDFFont, text: string, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  // Words are cut at spaces, never at a no-break space (French writes one inside « » and before a colon).
  for (const word of printable(font, text).split(/[^\S\u00a0]+/)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

interface Writer {
  page: PDFPage;
  y: number;
}

function paragraph(w: Writer, font: PDFFont, text: string, size: number, color = INK, gapAfter = 10): void {
  const width = A4[0] - 2 * MARGIN;
  for (const line of wrap(font, text, size, width)) {
    w.page.drawText(line, { x: MARGIN, y: w.y, size, font, color });
    w.y -= size * 1.4;
  }
  w.y -= gapAfter;
}

/**
 * A one-page A4 PDF that says plainly it is a sample standing in for `entry.title`, and how a
 * site operator replaces it. Deterministic: the same entry always gives the same bytes.
 */
export async function samplePdf(entry: DownloadEntry, collection: Pick<DownloadCollection, 'label'>): Promise<Uint8Array> {
  const doc = await PDFDocument.create({ updateMetadata: false });
  const fixedDate = new Date('2024-01-01T00:00:00Z');
  doc.setTitle(`Sample standing in for "${entry.title}"`);
  doc.setAuthor('Ubumenyi');
  doc.setSubject(`${collection.label}: sample file`);
  doc.setProducer('Ubumenyi content:generate (pdf-lib)');
  doc.setCreator('Ubumenyi');
  doc.setCreationDate(fixedDate);
  doc.setModificationDate(fixedDate);
  doc.setLanguage('en');

  const regular = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  const page = doc.addPage(A4);
  page.drawRectangle({ x: 0, y: A4[1] - 64, width: A4[0], height: 64, color: BRAND });
  page.drawText('UBUMENYI  ·  SAMPLE FILE', { x: MARGIN, y: A4[1] - 40, size: 14, font: bold, color: rgb(1, 1, 1) });

  const w: Writer = { page, y: A4[1] - 120 };
  paragraph(w, bold, 'This is a sample file', 26, INK, 8);
  paragraph(w, regular, 'It stands in for:', 13, MUTED, 4);
  paragraph(w, bold, `"${entry.title}"`, 16, INK, 6);
  paragraph(w, regular, `${collection.label} · ${entry.file}`, 11, MUTED, 18);
  paragraph(
    w,
    regular,
    "Ubumenyi does not ship third-party textbooks or charts. The real document has not been added to this copy of the site yet, so the build generated this one-page placeholder to keep the download link working. It contains none of the document's content.",
    12,
  );
  paragraph(w, bold, 'How a site operator replaces it', 14, INK, 6);
  const steps = [
    '1. Get a PDF of this document that you have the right to distribute.',
    `2. Save it in the site's source code as public${entry.file} (exactly this path).`,
    '3. Run "npm run build". The site then serves your file instead of this sample, and the download button shows its real size.',
    '4. Before a production deploy, run "npm run content:check -- --strict": it lists every file and fails while any sample remains.',
  ];
  for (const step of steps) paragraph(w, regular, step, 12, INK, 2);
  w.y -= 14;
  // The same in French and Kinyarwanda (src/locales/<lang>/content/sample-file.po).
  for (const lang of ['fr', 'rw'] as const)
    paragraph(
      w,
      regular,
      sampleFile.notice[lang].replace('{{title}}', () => entry.title),
      11,
      MUTED,
      6,
    );
  return doc.save({ useObjectStreams: false });
}

export interface GenerateResult {
  /** Files built from our data (road map PDFs), written or already up to date. */
  built: string[];
  /** Samples written or rewritten in this run. */
  written: string[];
  /** Samples already up to date. */
  unchanged: string[];
  /** Stale samples removed (the entry is gone, or a real file now exists). */
  removed: string[];
  /** Bytes of every local file (real or sample), by site path. */
  sizes: Record<string, number>;
}

async function listPdfs(dir: string): Promise<string[]> {
  if (!existsSync(dir)) return [];
  const found: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) found.push(...(await listPdfs(path)));
    else if (entry.name.endsWith('.pdf')) found.push(path);
  }
  return found;
}

/**
 * Writes a sample for every local file that has no real PDF under public/, removes samples that
 * are no longer needed, and writes the file-size module, the list of samples and what each
 * collection offers. Only touches files whose bytes changed.
 */
export async function generate(collections: DownloadCollection[], root = ROOT, builders: FileBuilders = new Map()): Promise<GenerateResult> {
  const result: GenerateResult = { built: [], written: [], unchanged: [], removed: [], sizes: {} };
  const samples: string[] = [];
  const wanted = new Set<string>();
  for (const collection of collections) {
    for (const entry of collection.entries) {
      if (isExternal(entry.file)) continue;
      // An operator's real file (docs/operators.md): served where a sample would be, by a hard link.
      const operated = operatorPath(entry.file, root);
      if (existsSync(operated)) {
        const target = samplePath(entry.file, root);
        wanted.add(target);
        await placeDocument(operated, target);
        result.sizes[entry.file] = statSync(operated).size;
        continue;
      }
      const real = realPath(entry.file, root);
      if (existsSync(real)) {
        result.sizes[entry.file] = statSync(real).size;
        continue;
      }
      const target = samplePath(entry.file, root);
      wanted.add(target);
      const build = builders.get(entry.file);
      const bytes = build ? await build() : await samplePdf(entry, collection);
      // Never written through a hard link: where an operator's real file was placed, the sample
      // replaces the link (writeIfChanged renames into place), not the operator's PDF it points to.
      const same = !(await writeIfChanged(target, bytes));
      if (build) result.built.push(entry.file);
      else {
        samples.push(entry.file);
        (same ? result.unchanged : result.written).push(entry.file);
      }
      result.sizes[entry.file] = bytes.byteLength;
    }
  }
  const generatedDir = join(root, 'public', 'generated');
  for (const path of await listPdfs(generatedDir)) {
    if (!wanted.has(path)) {
      await rm(path);
      result.removed.push('/' + relative(generatedDir, path).split(sep).join('/'));
    }
  }
  const sorted = Object.fromEntries(Object.entries(result.sizes).sort(([a], [b]) => a.localeCompare(b)));
  await writeIfChanged(sizesPath(root), JSON.stringify(sorted, null, 2) + '\n');
  await writeIfChanged(samplesPath(root), JSON.stringify(samples.sort(), null, 2) + '\n');
  // With each offer, what its sentences fill in, in each language ("S1, S2 na S3"): written here so a
  // page carries the words, not the code that makes them.
  const tvetName = (lang: Lang): string => {
    const key = 'tvetClasses';
    return home.resources[lang][key];
  };
  const offers: Record<string, FileOffer & { text: Record<Lang, { classes: string; realClasses: string }> }> = {};
  for (const collection of collections) {
    const offer = fileOffer(collection.entries, samples);
    const text = Object.fromEntries(
      LANGS.map((lang) => [lang, offerClasses(offer, lang, (group) => (group === TVET_GROUP ? tvetName(lang) : group))]),
    ) as Record<Lang, { classes: string; realClasses: string }>;
    offers[collection.id] = { ...offer, text };
  }
  const hero = combinedStatus(['books', 'papers'].flatMap((id) => offers[id] ?? []));
  await writeIfChanged(offersPath(root), JSON.stringify({ ...offers, hero }, null, 2) + '\n');
  return result;
}
