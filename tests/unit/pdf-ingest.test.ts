import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  COVER_MAX_BYTES,
  COVER_WIDTH,
  ingestAll,
  ingestPdf,
  reportFiles,
  type IngestEvent,
  type IngestedPdf,
  type IngestResult,
} from '../../scripts/build/lib/pdf-ingest';
import { meaningfulAuthor, meaningfulTitle } from '../../src/lib/pdf-facts';

// The fixtures: tests/fixtures/make-pdf-fixtures.ts (encrypted.pdf made once with qpdf).
const FIXTURES = resolve(import.meta.dirname, '..', 'fixtures', 'pdfs');
const NAMES = ['text-book.pdf', 'scanned-paper.pdf', 'encrypted.pdf', 'truncated.pdf', 'html-page.pdf', 'empty.pdf'];
const PATHS = NAMES.map((name) => join(FIXTURES, name));

let work: string;
let cacheDir: string;
let cold: IngestResult[];
let coldEvents: IngestEvent[];
let coldMs: number;

/** Reads the fixtures, recording each start and end, and how many files were open at most. */
async function run(coversDir: string, concurrency: number): Promise<{ results: IngestResult[]; events: IngestEvent[]; ms: number; most: number }> {
  const events: IngestEvent[] = [];
  let open = 0;
  let most = 0;
  const started = performance.now();
  const results = await ingestAll(PATHS, {
    coversDir,
    cacheDir,
    concurrency,
    onEvent: (event) => {
      events.push(event);
      open += event.type === 'start' ? 1 : -1;
      most = Math.max(most, open);
    },
  });
  return { results, events, ms: performance.now() - started, most };
}

const ingested = (name: string, results: IngestResult[] = cold): IngestedPdf => {
  const result = results[NAMES.indexOf(name)];
  if (!result?.ok) throw new Error(`${name} was refused: ${result?.message}`);
  return result;
};

beforeAll(async () => {
  // A cache of the test's own, so the first run is cold whatever the machine's cache holds.
  work = mkdtempSync(join(tmpdir(), 'ubumenyi-ingest-'));
  cacheDir = join(work, 'cache');
  const first = await run(join(work, 'covers'), 2);
  cold = first.results;
  coldEvents = first.events;
  coldMs = first.ms;
  console.log(`pdf-ingest: cold run of ${NAMES.length} fixtures in ${Math.round(coldMs)} ms`);
}, 60_000);

afterAll(() => rmSync(work, { recursive: true, force: true }));

describe('ingestPdf on a 200-page text book', () => {
  it('reads its page count, title, author, size and content hash', () => {
    const book = ingested('text-book.pdf');
    const bytes = readFileSync(join(FIXTURES, 'text-book.pdf'));
    expect(book).toMatchObject({
      ok: true,
      file: join(FIXTURES, 'text-book.pdf'),
      pages: 200,
      title: 'Senior One Mathematics: Student Book',
      author: 'Ubumenyi Test Authors',
      bytes: bytes.length,
      sha256: createHash('sha256').update(bytes).digest('hex'),
      scanned: false,
      fromCache: false,
    });
  });

  it('finds a word on its page, and on no other', () => {
    const { text } = ingested('text-book.pdf');
    expect(text).toHaveLength(200);
    expect(text[0]).toBe('Senior One Mathematics This page is about counting and measuring, part 1. Page 1 of 200');
    expect(text[136]).toContain('how plants make food by photosynthesis');
    expect(text.flatMap((page, i) => (page.includes('photosynthesis') ? [i + 1] : []))).toEqual([137]);
    expect(text[199]).toContain('Page 200 of 200');
  });

  it('writes page 1 as a WebP cover 240 px wide, within 20 KB, named by the content hash', async () => {
    const { cover, sha256 } = ingested('text-book.pdf');
    expect(cover.file).toBe(join(work, 'covers', `${sha256.slice(0, 16)}.webp`));
    const meta = await sharp(cover.file).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({ format: 'webp', width: COVER_WIDTH, height: cover.height });
    expect(cover.width).toBe(240);
    // A4 is 1 : 1.414 (±1 px of rounding).
    expect(Math.abs(cover.height - 339)).toBeLessThanOrEqual(1);
    expect(statSync(cover.file).size).toBe(cover.bytes);
    expect(cover.bytes).toBeLessThanOrEqual(COVER_MAX_BYTES);
    expect(COVER_MAX_BYTES).toBeLessThanOrEqual(20_480);
  });
});

describe('ingestPdf on an images-only scan', () => {
  it('marks it scanned rather than failing, and still gives it a cover', async () => {
    const paper = ingested('scanned-paper.pdf');
    expect(paper).toMatchObject({ ok: true, pages: 2, scanned: true, text: ['', ''] });
    const meta = await sharp(paper.cover.file).metadata();
    expect([meta.format, meta.width]).toEqual(['webp', 240]);
    expect(paper.cover.bytes).toBeLessThanOrEqual(COVER_MAX_BYTES);
  });

  it('reads its metadata as the PDF says it; the word processor’s title and the account name mean nothing', () => {
    const paper = ingested('scanned-paper.pdf');
    expect([paper.title, paper.author]).toEqual(['Microsoft Word - S6 Physics Paper 2023.docx', 'Administrator']);
    expect([meaningfulTitle(paper.title), meaningfulAuthor(paper.author)]).toEqual([undefined, undefined]);
  });
});

describe('ingestPdf refuses a file it cannot use, naming it and saying what to do', () => {
  it.each([
    ['encrypted.pdf', 'encrypted', 'tests/fixtures/pdfs/encrypted.pdf is protected by a password: save it again without a password, then run the build again.'],
    [
      'truncated.pdf',
      'broken',
      'tests/fixtures/pdfs/truncated.pdf is cut short (it does not end with “%%EOF” as a whole PDF does, which an interrupted download or copy causes): copy or download it again, then run the build again.',
    ],
    [
      'html-page.pdf',
      'not-pdf',
      'tests/fixtures/pdfs/html-page.pdf is a web page, not a PDF (often a sign-in or error page saved in place of the file): download the real PDF again, then run the build again.',
    ],
    ['empty.pdf', 'empty', 'tests/fixtures/pdfs/empty.pdf is empty (0 bytes): copy the file again from where it came from, then run the build again.'],
  ])('%s: %s', (name, reason, message) => {
    expect(cold[NAMES.indexOf(name)]).toEqual({ ok: false, file: join(FIXTURES, name), reason, message });
  });

  it('names a file from the root it is given, and refuses a file pdf.js cannot read, with what pdf.js said', async () => {
    const folder = join(work, 'public', 'books');
    mkdirSync(folder, { recursive: true });
    writeFileSync(join(folder, 'mangled.pdf'), '%PDF-1.7\nThis is no PDF structure at all.\n%%EOF\n');
    writeFileSync(join(folder, 'notes.pdf'), 'Notes for the S3 class\n');
    const options = { coversDir: join(work, 'covers'), cacheDir, root: join(work, 'public') };
    expect(await ingestPdf(join(folder, 'mangled.pdf'), options)).toEqual({
      ok: false,
      file: join(folder, 'mangled.pdf'),
      reason: 'broken',
      message:
        'books/mangled.pdf is damaged and cannot be read (pdf.js: “Invalid PDF structure.”): get a fresh copy from its source, or open it in a PDF reader and export it again, then run the build again.',
    });
    expect(await ingestPdf(join(folder, 'notes.pdf'), options)).toMatchObject({
      reason: 'not-pdf',
      message: 'books/notes.pdf is not a PDF (it does not start with “%PDF-”): save or export the document as a PDF, then run the build again.',
    });
  });
});

describe('ingestAll', () => {
  it('reads two files at a time, no more, and gives results in the order of the paths', () => {
    let open = 0;
    const most = coldEvents.reduce((max, event) => {
      open += event.type === 'start' ? 1 : -1;
      return Math.max(max, open);
    }, 0);
    expect(most).toBe(2);
    expect(coldEvents.filter((event) => event.type === 'end')).toHaveLength(NAMES.length);
    expect(cold.map((result) => result.file)).toEqual(PATHS);
  });

  it('reads from the cache on a second run: same facts, covers copied, pdf.js not run', async () => {
    const warm = await run(join(work, 'covers-again'), 1);
    console.log(`pdf-ingest: warm run in ${Math.round(warm.ms)} ms (cold: ${Math.round(coldMs)} ms)`);
    expect(warm.most).toBe(1);
    for (const name of ['text-book.pdf', 'scanned-paper.pdf']) {
      const before = ingested(name);
      const after = ingested(name, warm.results);
      expect(after.fromCache).toBe(true);
      expect({ ...after, fromCache: false, cover: before.cover }).toEqual(before);
      expect(after.cover.file).toBe(join(work, 'covers-again', `${before.sha256.slice(0, 16)}.webp`));
      expect(readFileSync(after.cover.file)).toEqual(readFileSync(before.cover.file));
    }
    expect(warm.results.filter((result) => !result.ok)).toEqual(cold.filter((result) => !result.ok));
  });

  it('takes what the cache holds, and reads the file again when the entry is unreadable', async () => {
    const { sha256 } = ingested('scanned-paper.pdf');
    const entryPath = join(cacheDir, `${sha256}.json`);
    const entry = readFileSync(entryPath, 'utf8');
    const options = { coversDir: join(work, 'covers'), cacheDir };
    writeFileSync(entryPath, entry.replace('Microsoft Word - S6 Physics Paper 2023.docx', 'Marked in the cache'));
    expect(await ingestPdf(join(FIXTURES, 'scanned-paper.pdf'), options)).toMatchObject({ title: 'Marked in the cache', fromCache: true });
    writeFileSync(entryPath, '{"cut short');
    expect(await ingestPdf(join(FIXTURES, 'scanned-paper.pdf'), options)).toMatchObject({
      title: 'Microsoft Word - S6 Physics Paper 2023.docx',
      fromCache: false,
    });
    expect(readFileSync(entryPath, 'utf8')).toBe(entry);
  });

  it('keeps pdf.js’s verdict on a file it refused, so the same bytes skip pdf.js next time', async () => {
    const sha256 = createHash('sha256')
      .update(readFileSync(join(FIXTURES, 'encrypted.pdf')))
      .digest('hex');
    const entryPath = join(cacheDir, `${sha256}.json`);
    expect(JSON.parse(readFileSync(entryPath, 'utf8'))).toMatchObject({ sha256, refused: { reason: 'encrypted', said: 'No password given' } });
    writeFileSync(entryPath, readFileSync(entryPath, 'utf8').replace('"encrypted"', '"broken"'));
    expect(await ingestPdf(join(FIXTURES, 'encrypted.pdf'), { coversDir: join(work, 'covers'), cacheDir, root: FIXTURES })).toEqual({
      ok: false,
      file: join(FIXTURES, 'encrypted.pdf'),
      reason: 'broken',
      message:
        'encrypted.pdf is damaged and cannot be read (pdf.js: “No password given”): get a fresh copy from its source, or open it in a PDF reader and export it again, then run the build again.',
    });
  });
});

describe('reportFiles', () => {
  it('lists the PDFs no record names and the records whose file is missing', async () => {
    const report = await reportFiles(
      [
        { id: 'book', file: '/text-book.pdf' },
        { id: 'paper', file: '/scanned-paper.pdf' },
        { id: 'gone', file: '/s3-chemistry.pdf' },
        { id: 'elsewhere', file: 'https://example.org/atlas.pdf' },
      ],
      FIXTURES,
    );
    expect(report).toEqual({
      unnamed: ['empty.pdf', 'encrypted.pdf', 'html-page.pdf', 'truncated.pdf'],
      missing: [{ id: 'gone', file: '/s3-chemistry.pdf' }],
    });
  });

  it('searches subfolders but the ones it is told to skip, and points to a name that differs in case', async () => {
    const folder = join(work, 'site');
    for (const path of ['books/S1-Maths.pdf', 'papers/2023/s6-physics.pdf', 'papers/readme.txt', 'generated/books/sample.pdf']) {
      mkdirSync(join(folder, path, '..'), { recursive: true });
      writeFileSync(join(folder, path), '%PDF-1.7\n%%EOF\n');
    }
    const report = await reportFiles(
      [
        { id: 's1-maths', file: '/books/s1-maths.pdf' },
        { id: 'readme', file: '/papers/readme.txt' },
      ],
      folder,
      { skip: ['generated'] },
    );
    expect(report).toEqual({
      unnamed: ['books/S1-Maths.pdf', 'papers/2023/s6-physics.pdf'],
      missing: [{ id: 's1-maths', file: '/books/s1-maths.pdf', sameButCase: 'books/S1-Maths.pdf' }],
    });
  });
});
