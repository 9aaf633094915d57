import { createHash } from 'node:crypto';
import { copyFile, mkdir, readdir, readFile, stat } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { dirname, isAbsolute, join, relative, resolve, sep } from 'node:path';
import sharp from 'sharp';
import { z } from 'zod';
import { isScanned, matchFiles, type FileRecord, type FilesReport } from '../../../src/lib/pdf-facts';
import { writeWhole } from './write-generated';

/**
 * Reads each real PDF at build time (issue 47): checks that it is a PDF, reads its page count,
 * title and author, refuses a file that is empty, not a PDF, protected by a password or broken
 * with a sentence that names it and says what to do, renders page 1 as a small WebP cover, and
 * extracts each page's text for the search (a file with no text is marked `scanned`, not refused).
 *
 * pdf.js (pdfjs-dist 6, its legacy build: 6.2.108 fixed CVE-2026-16633, and since 6.0 it has no
 * eval-compiled fonts to turn off, which matters as the files come from outside the project) reads
 * the file; @napi-rs/canvas, which pdf.js itself loads in Node, draws the cover; sharp encodes it.
 * What pdf.js found, or why it refused the file, is cached by the file's SHA-256, so a build where
 * no PDF changed reads each file, hashes it and copies its cover, and never loads pdf.js.
 */

const ROOT = resolve(import.meta.dirname, '..', '..', '..');
const require = createRequire(import.meta.url);
const PDFJS_DIR = dirname(require.resolve('pdfjs-dist/package.json'));

/** The card shows the cover 240 px wide (decoratively: the title beside it is the text). */
export const COVER_WIDTH = 240;
/** A cover is at most this many bytes (20 KB, whether a KB is 1000 or 1024): the quality goes down until it fits. */
export const COVER_MAX_BYTES = 20_000;
/** Page 1 is drawn at twice the cover's width, then scaled down by sharp: sharper small text. */
const OVERSAMPLE = 2;
const WEBP_QUALITIES = [80, 70, 60, 50, 40, 30, 20, 10] as const;

/** Bump when what is cached changes shape or meaning. */
const CACHE_FORMAT = 1;

/** Why a file is refused. */
type RefusalReason = 'empty' | 'not-pdf' | 'encrypted' | 'broken';

/** A file the build cannot use, and the sentence that tells its owner what to do. */
export interface RefusedPdf {
  ok: false;
  /** The path as given. */
  file: string;
  reason: RefusalReason;
  /** One English sentence: the file's name, what is wrong, what to do. */
  message: string;
}

/** The cover, as written to the covers folder. */
interface Cover {
  /** Its path: the covers folder joined with `<first 16 hex digits of the sha256>.webp`. */
  file: string;
  width: number;
  height: number;
  bytes: number;
}

/** What the build knows of a PDF it can use. */
export interface IngestedPdf {
  ok: true;
  /** The path as given. */
  file: string;
  /** Of the file's bytes, in hex: names its cover and its cache entry. */
  sha256: string;
  bytes: number;
  pages: number;
  /** As the PDF's metadata says it, spaces tidied (src/lib/pdf-facts.ts judges whether it means anything). */
  title?: string;
  author?: string;
  /** Each page's text, one string a page, spaces tidied ('' for a page with none). */
  text: string[];
  /** No page has text a learner could search (src/lib/pdf-facts.ts, isScanned). */
  scanned: boolean;
  cover: Cover;
  /** Read from the cache: pdf.js did not read the file this time. */
  fromCache: boolean;
}

export type IngestResult = IngestedPdf | RefusedPdf;

export interface IngestOptions {
  /** Where covers are written (made if missing). */
  coversDir: string;
  /** Where results and covers are kept between builds, by content hash. @default node_modules/.cache/ubumenyi-ingest */
  cacheDir?: string;
  /** Messages name a file by its path from here. @default the repository's root */
  root?: string;
}

const defaultCacheDir = (): string => join(ROOT, 'node_modules', '.cache', 'ubumenyi-ingest');

/** A file's name in a message: from `root`, with `/`, or as given when it lies outside. */
function displayName(path: string, root: string): string {
  const fromRoot = relative(root, resolve(path));
  if (fromRoot === '' || fromRoot.startsWith('..') || isAbsolute(fromRoot)) return path;
  return fromRoot.split(sep).join('/');
}

const latin1 = (bytes: Uint8Array): string => Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('latin1');

/** `%PDF-` within the first 1024 bytes, where PDF readers look for it (some files start with junk). */
const hasPdfHeader = (data: Uint8Array): boolean => latin1(data.subarray(0, 1024)).includes('%PDF-');

/** A web page saved under a PDF's name (a sign-in or error page): starts with `<` after spaces or a BOM. */
const looksLikeHtml = (data: Uint8Array): boolean => /^(\u00EF\u00BB\u00BF)?\s*</.test(latin1(data.subarray(0, 256)));

/**
 * `%%EOF` within the last 1024 bytes, where readers look for it. A copy or download that stopped
 * early lacks it; pdf.js may rebuild what it can of such a file and quietly lose pages.
 */
const hasEndMarker = (data: Uint8Array): boolean => latin1(data.subarray(Math.max(0, data.length - 1024))).includes('%%EOF');

const refuse = (file: string, reason: RefusalReason, message: string): RefusedPdf => ({ ok: false, file, reason, message });

/** The checks that need no PDF reader, in order: empty, not a PDF, cut short. */
function refuseByBytes(file: string, name: string, data: Uint8Array): RefusedPdf | undefined {
  if (data.length === 0) {
    return refuse(file, 'empty', `${name} is empty (0 bytes): copy the file again from where it came from, then run the build again.`);
  }
  if (!hasPdfHeader(data)) {
    return looksLikeHtml(data)
      ? refuse(
          file,
          'not-pdf',
          `${name} is a web page, not a PDF (often a sign-in or error page saved in place of the file): download the real PDF again, then run the build again.`,
        )
      : refuse(file, 'not-pdf', `${name} is not a PDF (it does not start with “%PDF-”): save or export the document as a PDF, then run the build again.`);
  }
  if (!hasEndMarker(data)) {
    return refuse(
      file,
      'broken',
      `${name} is cut short (it does not end with “%%EOF” as a whole PDF does, which an interrupted download or copy causes): copy or download it again, then run the build again.`,
    );
  }
  return undefined;
}

/** What pdf.js reads of a file; the cover's pixels go to sharp. */
interface PdfFacts {
  pages: number;
  title?: string;
  author?: string;
  text: string[];
  /** Page 1 drawn OVERSAMPLE times the cover's width, as RGBA pixels. */
  page1: { pixels: Uint8ClampedArray; width: number; height: number };
}

type PdfJs = typeof import('pdfjs-dist/legacy/build/pdf.mjs');
let pdfjs: Promise<PdfJs> | undefined;
/** Loaded on the first file the cache does not have: a build where nothing changed never loads it. */
const loadPdfJs = (): Promise<PdfJs> => (pdfjs ??= import('pdfjs-dist/legacy/build/pdf.mjs'));
/** The same copy pdf.js loads for itself in Node (package.json keeps them one version). */
const loadCanvas = (): Promise<typeof import('@napi-rs/canvas')> => import('@napi-rs/canvas');

/**
 * A metadata string, spaces tidied, or undefined. pdf.js types the Info dictionary as `Object`;
 * XMP gives a list for dc:creator (several authors).
 */
function textField(source: unknown, key: string): string | undefined {
  if (typeof source !== 'object' || source === null) return undefined;
  const value: unknown = Reflect.get(source, key);
  const joined = Array.isArray(value) && value.every((part) => typeof part === 'string') ? value.join(', ') : value;
  if (typeof joined !== 'string') return undefined;
  const tidied = joined.replace(/\s+/g, ' ').trim();
  return tidied === '' ? undefined : tidied;
}

async function readWithPdfJs(data: Uint8Array): Promise<PdfFacts> {
  const [{ getDocument, VerbosityLevel }, { createCanvas }] = await Promise.all([loadPdfJs(), loadCanvas()]);
  const task = getDocument({
    // A copy: pdf.js may take the buffer over.
    data: new Uint8Array(data),
    // In Node pdf.js reads these folders with fs (trailing slash required). No iccUrl: pdf.js
    // fetches ICC profiles with a synchronous XMLHttpRequest, which Node lacks; CMYK still renders.
    cMapUrl: `${join(PDFJS_DIR, 'cmaps')}/`,
    standardFontDataUrl: `${join(PDFJS_DIR, 'standard_fonts')}/`,
    wasmUrl: `${join(PDFJS_DIR, 'wasm')}/`,
    verbosity: VerbosityLevel.ERRORS,
  });
  // No worker to set up: in Node pdf.js runs its worker's code on this thread (it imports
  // ./pdf.worker.mjs beside pdf.mjs itself). Two files at once therefore share one core for
  // pdf.js (sharp encodes on its own threads): `concurrency` bounds memory more than it saves time.
  try {
    const doc = await task.promise;
    const { info, metadata } = await doc.getMetadata();
    const xmp = { title: metadata?.get('dc:title') as unknown, author: metadata?.get('dc:creator') as unknown };
    const text: string[] = [];
    for (let n = 1; n <= doc.numPages; n += 1) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      const words = content.items.map((item) => ('str' in item ? item.str + (item.hasEOL ? '\n' : '') : '')).join('');
      text.push(words.replace(/\s+/g, ' ').trim());
      page.cleanup();
    }
    const page = await doc.getPage(1);
    const viewport = page.getViewport({ scale: (COVER_WIDTH * OVERSAMPLE) / page.getViewport({ scale: 1 }).width });
    const canvas = createCanvas(Math.ceil(viewport.width), Math.ceil(viewport.height));
    // pdf.js types `canvas` as the DOM's; in Node it draws on @napi-rs/canvas, the canvas it loads itself.
    await page.render({ canvas: canvas as unknown as HTMLCanvasElement, viewport }).promise;
    const pixels = canvas.getContext('2d').getImageData(0, 0, canvas.width, canvas.height).data;
    page.cleanup();
    return {
      pages: doc.numPages,
      title: textField(info, 'Title') ?? textField(xmp, 'title'),
      author: textField(info, 'Author') ?? textField(xmp, 'author'),
      text,
      page1: { pixels, width: canvas.width, height: canvas.height },
    };
  } finally {
    await task.destroy();
  }
}

/** Why pdf.js could not read a file: kept in the cache, so a build with the same bytes skips pdf.js. */
interface PdfJsRefusal {
  reason: 'encrypted' | 'broken';
  /** pdf.js's own words. */
  said: string;
}

function pdfJsRefusal(error: unknown): PdfJsRefusal {
  const said = error instanceof Error ? error.message : String(error);
  return { reason: error instanceof Error && error.name === 'PasswordException' ? 'encrypted' : 'broken', said };
}

/**
 * pdf.js's verdicts on a file's bytes, which the same bytes always get again: only these are
 * cached. Any other error (out of memory, a fault of ours) refuses the file this time only.
 */
const FILE_VERDICTS = new Set(['PasswordException', 'InvalidPDFException', 'FormatError']);

function refuseByPdfJs(file: string, name: string, { reason, said }: PdfJsRefusal): RefusedPdf {
  if (reason === 'encrypted') {
    return refuse(file, 'encrypted', `${name} is protected by a password: save it again without a password, then run the build again.`);
  }
  return refuse(
    file,
    'broken',
    `${name} is damaged and cannot be read (pdf.js: “${said}”): get a fresh copy from its source, or open it in a PDF reader and export it again, then run the build again.`,
  );
}

/** Page 1 as WebP, COVER_WIDTH wide, at the highest quality that stays within COVER_MAX_BYTES. */
async function encodeCover(page1: PdfFacts['page1'], name: string): Promise<{ data: Buffer; width: number; height: number }> {
  const { pixels, width, height } = page1;
  const raw = Buffer.from(pixels.buffer, pixels.byteOffset, pixels.byteLength);
  for (const quality of WEBP_QUALITIES) {
    const { data, info } = await sharp(raw, { raw: { width, height, channels: 4 } })
      .resize({ width: COVER_WIDTH })
      .flatten({ background: '#ffffff' })
      .webp({ quality, effort: 6 })
      .toBuffer({ resolveWithObject: true });
    if (data.length <= COVER_MAX_BYTES) return { data, width: info.width, height: info.height };
  }
  throw new Error(`The cover of ${name} stays over ${COVER_MAX_BYTES} bytes even at WebP quality ${WEBP_QUALITIES.at(-1)}.`);
}

const readEntrySchema = z.object({
  key: z.string(),
  sha256: z.string(),
  bytes: z.number(),
  pages: z.number(),
  title: z.string().optional(),
  author: z.string().optional(),
  text: z.array(z.string()),
  cover: z.object({ width: z.number(), height: z.number(), bytes: z.number() }),
});
type CacheEntry = z.infer<typeof readEntrySchema>;
const refusedEntrySchema = z.object({
  key: z.string(),
  sha256: z.string(),
  refused: z.object({ reason: z.enum(['encrypted', 'broken']), said: z.string() }),
});
type RefusedEntry = z.infer<typeof refusedEntrySchema>;
const cacheEntrySchema = z.union([refusedEntrySchema, readEntrySchema]);

/** What makes a cached result stale besides the file: our format, pdf.js's version, the cover's size. */
function cacheKey(): string {
  const pkg = z.object({ version: z.string() }).parse(require('pdfjs-dist/package.json'));
  return `format ${CACHE_FORMAT}; pdfjs-dist ${pkg.version}; cover ${COVER_WIDTH}px, ${COVER_MAX_BYTES} bytes`;
}

const cachePaths = (cacheDir: string, sha256: string): { json: string; cover: string } => ({
  json: join(cacheDir, `${sha256}.json`),
  cover: join(cacheDir, `${sha256}.webp`),
});

/** The cached result, or undefined when there is none, it is stale or unreadable (then pdf.js reads the file again). */
async function readCache(cacheDir: string, sha256: string): Promise<CacheEntry | RefusedEntry | undefined> {
  const paths = cachePaths(cacheDir, sha256);
  try {
    const entry = cacheEntrySchema.safeParse(JSON.parse(await readFile(paths.json, 'utf8')));
    if (!entry.success || entry.data.key !== cacheKey() || entry.data.sha256 !== sha256) return undefined;
    if ('cover' in entry.data && (await stat(paths.cover)).size !== entry.data.cover.bytes) return undefined;
    return entry.data;
  } catch {
    return undefined;
  }
}

/** Copies the cached cover into the covers folder, unless the same bytes are already there. */
async function placeCover(cacheDir: string, coversDir: string, entry: CacheEntry): Promise<Cover> {
  const file = join(coversDir, `${entry.sha256.slice(0, 16)}.webp`);
  const there = await stat(file).catch(() => undefined);
  if (there?.size !== entry.cover.bytes) {
    await mkdir(coversDir, { recursive: true });
    await copyFile(cachePaths(cacheDir, entry.sha256).cover, file);
  }
  return { file, ...entry.cover };
}

const resultOf = (file: string, entry: CacheEntry, cover: Cover, fromCache: boolean): IngestedPdf => ({
  ok: true,
  file,
  sha256: entry.sha256,
  bytes: entry.bytes,
  pages: entry.pages,
  ...(entry.title === undefined ? {} : { title: entry.title }),
  ...(entry.author === undefined ? {} : { author: entry.author }),
  text: entry.text,
  scanned: isScanned(entry.text),
  cover,
  fromCache,
});

/**
 * Reads one PDF: a refusal for a file the site cannot offer, else its facts, text and cover.
 * Throws only when the file cannot be read at all or a folder cannot be written.
 */
export async function ingestPdf(path: string, options: IngestOptions): Promise<IngestResult> {
  const cacheDir = options.cacheDir ?? defaultCacheDir();
  const name = displayName(path, options.root ?? ROOT);
  const data = new Uint8Array(await readFile(path));
  const refused = refuseByBytes(path, name, data);
  if (refused) return refused;

  const sha256 = createHash('sha256').update(data).digest('hex');
  const paths = cachePaths(cacheDir, sha256);
  const cached = await readCache(cacheDir, sha256);
  if (cached && 'refused' in cached) return refuseByPdfJs(path, name, cached.refused);
  if (cached) return resultOf(path, cached, await placeCover(cacheDir, options.coversDir, cached), true);

  await mkdir(cacheDir, { recursive: true });
  let facts: PdfFacts;
  try {
    facts = await readWithPdfJs(data);
  } catch (error) {
    const refused = pdfJsRefusal(error);
    if (error instanceof Error && FILE_VERDICTS.has(error.name)) {
      const entry: RefusedEntry = { key: cacheKey(), sha256, refused };
      await writeWhole(paths.json, JSON.stringify(entry));
    }
    return refuseByPdfJs(path, name, refused);
  }
  const cover = await encodeCover(facts.page1, name);
  const entry: CacheEntry = {
    key: cacheKey(),
    sha256,
    bytes: data.length,
    pages: facts.pages,
    ...(facts.title === undefined ? {} : { title: facts.title }),
    ...(facts.author === undefined ? {} : { author: facts.author }),
    text: facts.text,
    cover: { width: cover.width, height: cover.height, bytes: cover.data.length },
  };
  // The cover first: an entry is only read when its cover is there with the bytes it names.
  await writeWhole(paths.cover, cover.data);
  await writeWhole(paths.json, JSON.stringify(entry));
  return resultOf(path, entry, await placeCover(cacheDir, options.coversDir, entry), false);
}

/** Told as each file starts and ends (a build's progress; the tests count files in flight). */
export type IngestEvent = { type: 'start'; file: string } | { type: 'end'; file: string; result: IngestResult };

export interface IngestAllOptions extends IngestOptions {
  /** Files read at once. Two on the 2-core build machine: pdf.js and sharp share it. @default 2 */
  concurrency?: number;
  onEvent?: (event: IngestEvent) => void;
}

/** Reads every file, `concurrency` at a time; results in the order of `paths`. */
export async function ingestAll(paths: readonly string[], options: IngestAllOptions): Promise<IngestResult[]> {
  const { concurrency = 2, onEvent, ...ingestOptions } = options;
  const results: IngestResult[] = new Array<IngestResult>(paths.length);
  let next = 0;
  const worker = async (): Promise<void> => {
    while (next < paths.length) {
      const index = next;
      next += 1;
      const file = paths[index] as string;
      onEvent?.({ type: 'start', file });
      const result = await ingestPdf(file, ingestOptions);
      results[index] = result;
      onEvent?.({ type: 'end', file, result });
    }
  };
  await Promise.all(Array.from({ length: Math.max(1, Math.min(concurrency, paths.length)) }, worker));
  return results;
}

/** Every file under `folder` (paths from it, with `/`), leaving out the subfolders in `skip`. */
async function filesUnder(folder: string, skip: ReadonlySet<string>, prefix = ''): Promise<string[]> {
  const entries = await readdir(join(folder, prefix), { withFileTypes: true });
  const nested = await Promise.all(
    entries.map(async (entry): Promise<string[]> => {
      const path = prefix ? `${prefix}/${entry.name}` : entry.name;
      if (entry.isDirectory()) return skip.has(path) ? [] : filesUnder(folder, skip, path);
      return entry.isFile() ? [path] : [];
    }),
  );
  return nested.flat();
}

/**
 * Which PDFs in `folder` (searched through its subfolders) no record names, and which records'
 * files are not there. A record's `file` is a path from the folder (`/books/x.pdf` in `public/`);
 * records with an https URL are left out. `skip`: subfolders not to search (`generated`, where
 * content:generate writes its samples).
 */
export async function reportFiles(records: readonly FileRecord[], folder: string, options: { skip?: readonly string[] } = {}): Promise<FilesReport> {
  const present = await filesUnder(folder, new Set(options.skip ?? []));
  return matchFiles(
    records,
    present.filter((path) => /\.pdf$/i.test(path)),
    present,
  );
}
