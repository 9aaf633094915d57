import { execFileSync } from 'node:child_process';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { PDFDocument, StandardFonts, rgb } from 'pdf-lib';
import { PNG } from 'pngjs';

/**
 * Writes the PDFs that tests/unit/pdf-ingest.test.ts reads, into tests/fixtures/pdfs/ (committed).
 *
 *   npx tsx scripts/make-pdf-fixtures.ts               every fixture but encrypted.pdf
 *   npx tsx scripts/make-pdf-fixtures.ts --encrypted   encrypted.pdf too (needs qpdf)
 *
 * Every file but one is made here with pdf-lib, with fixed dates, so running the script again writes
 * the same bytes. encrypted.pdf is the exception: pdf-lib cannot encrypt, so it was made once with
 * qpdf from Debian (`apt-get install -y qpdf`; qpdf 11.3.0, AES-256, user password "learner") and
 * committed as a binary. qpdf puts a random salt and file id in it, so only `--encrypted` writes it
 * again: CI never needs qpdf. All files stay small, since CI's cache starts cold.
 */

const OUT = resolve(import.meta.dirname, '..', 'tests', 'fixtures', 'pdfs');
const FIXED_DATE = new Date('2026-01-01T00:00:00Z');
const A4: [number, number] = [595.28, 841.89];

/** The page of the book that alone says "photosynthesis": the tests look for it there. */
const BOOK_WORD_PAGE = 137;

async function newDocument(title: string, author: string): Promise<PDFDocument> {
  const doc = await PDFDocument.create();
  doc.setTitle(title);
  doc.setAuthor(author);
  doc.setProducer('Ubumenyi make-pdf-fixtures (pdf-lib)');
  doc.setCreator('Ubumenyi');
  doc.setCreationDate(FIXED_DATE);
  doc.setModificationDate(FIXED_DATE);
  return doc;
}

/** 200 pages of one short paragraph each, real text in Helvetica. */
async function textBook(): Promise<Uint8Array> {
  const doc = await newDocument('Senior One Mathematics: Student Book', 'Ubumenyi Test Authors');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  const bold = await doc.embedFont(StandardFonts.HelveticaBold);
  for (let n = 1; n <= 200; n += 1) {
    const page = doc.addPage(A4);
    page.drawText(n === 1 ? 'Senior One Mathematics' : `Lesson ${n}`, { x: 56, y: 760, size: 20, font: bold });
    const topic = n === BOOK_WORD_PAGE ? 'how plants make food by photosynthesis' : `counting and measuring, part ${n}`;
    page.drawText(`This page is about ${topic}.`, { x: 56, y: 720, size: 12, font, color: rgb(0.1, 0.1, 0.1) });
    page.drawText(`Page ${n} of 200`, { x: 56, y: 40, size: 9, font });
  }
  return doc.save();
}

/** A grey "photocopy" of a page: lines of dark bars where text would be, no text at all. */
function scanImage(): Uint8Array {
  const width = 420;
  const height = 594;
  const png = new PNG({ width, height });
  for (let y = 0; y < height; y += 1) {
    const line = Math.floor((y - 60) / 22);
    const inLine = y >= 60 && y < 540 && (y - 60) % 22 < 10;
    for (let x = 0; x < width; x += 1) {
      const lineEnd = line % 5 === 4 ? 260 : 370;
      const ink = inLine && x >= 40 && x < lineEnd && Math.floor(x / 37) % 4 !== 3;
      const value = ink ? 70 : 238;
      const i = (y * width + x) * 4;
      png.data[i] = value;
      png.data[i + 1] = value;
      png.data[i + 2] = value;
      png.data[i + 3] = 255;
    }
  }
  return PNG.sync.write(png, { colorType: 0 });
}

/** Two pages that are each one embedded PNG: a paper scanned without text recognition. */
async function scannedPaper(): Promise<Uint8Array> {
  // The title a word processor leaves behind; the record's title must win over it.
  const doc = await newDocument('Microsoft Word - S6 Physics Paper 2023.docx', 'Administrator');
  const image = await doc.embedPng(scanImage());
  for (let n = 0; n < 2; n += 1) {
    const page = doc.addPage(A4);
    page.drawImage(image, { x: 0, y: 0, width: A4[0], height: A4[1] });
  }
  return doc.save();
}

/** A complete three-page file cut off after 60 % of its bytes, as an interrupted download is. */
async function truncated(): Promise<Uint8Array> {
  const doc = await newDocument('An interrupted download', 'Ubumenyi Test Authors');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  for (let n = 1; n <= 3; n += 1) {
    doc.addPage(A4).drawText(`Page ${n} of a file that never finished downloading.`, { x: 56, y: 760, size: 12, font });
  }
  const whole = await doc.save({ useObjectStreams: false });
  return whole.slice(0, Math.floor(whole.length * 0.6));
}

/** What a server sends instead of the file (a login or error page), saved under the PDF's name. */
const HTML_PAGE = `<!doctype html>
<html lang="en">
<head><meta charset="utf-8"><title>Sign in</title></head>
<body><h1>Sign in to download this file</h1><p>Your session has expired.</p></body>
</html>
`;

/** One page, made here and then encrypted by qpdf with a user password (see the header). */
async function encrypted(): Promise<Uint8Array> {
  const doc = await newDocument('A protected file', 'Ubumenyi Test Authors');
  const font = await doc.embedFont(StandardFonts.Helvetica);
  doc.addPage(A4).drawText('Nobody can read this page without the password.', { x: 56, y: 760, size: 12, font });
  const plain = await doc.save();
  const dir = await mkdtemp(join(tmpdir(), 'ubumenyi-fixtures-'));
  try {
    const input = join(dir, 'plain.pdf');
    const output = join(dir, 'encrypted.pdf');
    await writeFile(input, plain);
    try {
      execFileSync('qpdf', ['--encrypt', 'learner', 'owner-of-the-file', '256', '--', input, output]);
    } catch (error) {
      throw new Error(`qpdf could not encrypt the fixture (apt-get install -y qpdf): ${String(error)}`);
    }
    return new Uint8Array(await readFile(output));
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  await mkdir(OUT, { recursive: true });
  const files: [string, Uint8Array | string][] = [
    ['text-book.pdf', await textBook()],
    ['scanned-paper.pdf', await scannedPaper()],
    ['truncated.pdf', await truncated()],
    ['html-page.pdf', HTML_PAGE],
    ['empty.pdf', new Uint8Array()],
  ];
  if (process.argv.includes('--encrypted')) files.push(['encrypted.pdf', await encrypted()]);
  for (const [name, bytes] of files) {
    await writeFile(join(OUT, name), bytes);
    console.log(`${name}: ${typeof bytes === 'string' ? Buffer.byteLength(bytes) : bytes.length} bytes`);
  }
}

await main();
