import { copyFile, mkdir, mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ingestDocuments, placeDocument } from '../../scripts/build/lib/documents';
import { generate } from '../../scripts/build/lib/download-files';
import type { DownloadCollection } from '../../src/content/downloads';

// A site of three records, with an operator's folder of fixture PDFs: one text book, one scanned, one
// encrypted, one that no record names; the third record has no file (its sample stands in).
const fixtures = join(import.meta.dirname, '..', 'fixtures', 'pdfs');
let root: string;
const collections: DownloadCollection[] = [
  {
    id: 'books',
    label: 'Books',
    entries: [
      { id: '1', title: 'Biology S4', file: '/books/biology-s4.pdf' },
      { id: '2', title: 'Physics S1', file: '/books/physics-s1.pdf' },
      { id: '3', title: 'Chemistry S2', file: '/books/chemistry-s2.pdf' },
      { id: '4', title: 'Elsewhere', file: 'https://example.org/x.pdf' },
    ],
  },
];
const titles = new Map(collections[0]!.entries.map((e) => [e.file, { title: e.title }]));

beforeAll(async () => {
  root = await mkdtemp(join(tmpdir(), 'documents-'));
  await mkdir(join(root, 'files', 'books'), { recursive: true });
  await copyFile(join(fixtures, 'text-book.pdf'), join(root, 'files', 'books', 'biology-s4.pdf'));
  await copyFile(join(fixtures, 'scanned-paper.pdf'), join(root, 'files', 'books', 'physics-s1.pdf'));
  await copyFile(join(fixtures, 'text-book.pdf'), join(root, 'files', 'books', 'biology-s4-copy.pdf'));
  process.env.UBUMENYI_FILES = join(root, 'files');
});
afterAll(async () => {
  delete process.env.UBUMENYI_FILES;
  await rm(root, { recursive: true, force: true });
});

describe('the operator’s documents', () => {
  it('reads each real file a record names: pages, scanned, cover; lists the unnamed and the missing', async () => {
    const report = await ingestDocuments(collections, root, titles);
    expect(report.refused).toEqual([]);
    expect(report.facts['/books/biology-s4.pdf']).toMatchObject({
      pages: 200,
      scanned: false,
      cover: { url: expect.stringMatching(/^\/covers\/[0-9a-f]+\.webp$/), width: 240 },
    });
    expect(report.facts['/books/physics-s1.pdf']).toMatchObject({ scanned: true });
    expect(report.unnamed).toEqual(['books/biology-s4-copy.pdf']);
    expect(report.missing).toEqual(['/books/chemistry-s2.pdf']);
    expect(report.differences.some((line) => line.startsWith('/books/physics-s1.pdf: title:'))).toBe(true);
  });

  it('refuses a file the site cannot offer, naming it', async () => {
    await copyFile(join(fixtures, 'encrypted.pdf'), join(root, 'files', 'books', 'chemistry-s2.pdf'));
    const report = await ingestDocuments(collections, root, titles);
    expect(report.refused.map((r) => r.reason)).toEqual(['encrypted']);
    expect(report.refused[0]!.message).toMatch(/chemistry-s2\.pdf is protected by a password/);
    await rm(join(root, 'files', 'books', 'chemistry-s2.pdf'));
  });

  it('places a file where the build serves it by a hard link, once', async () => {
    const from = join(root, 'files', 'books', 'biology-s4.pdf');
    const to = join(root, 'public', 'generated', 'books', 'biology-s4.pdf');
    await placeDocument(from, to);
    await placeDocument(from, to);
    expect((await stat(to)).ino).toBe((await stat(from)).ino);
  });

  it('never writes a sample through the link: the operator’s file is left whole when it stops being read', async () => {
    const from = join(root, 'files', 'books', 'biology-s4.pdf');
    const before = await readFile(from);
    const book = [{ ...collections[0]!, entries: [collections[0]!.entries[0]!] }];
    await generate(book, root);
    const served = join(root, 'public', 'generated', 'books', 'biology-s4.pdf');
    expect((await stat(served)).ino).toBe((await stat(from)).ino);
    // The operator's folder is named elsewhere (or emptied): a sample takes the file's place.
    process.env.UBUMENYI_FILES = join(root, 'elsewhere');
    try {
      await generate(book, root);
    } finally {
      process.env.UBUMENYI_FILES = join(root, 'files');
    }
    expect((await stat(served)).ino).not.toBe((await stat(from)).ino);
    expect(Buffer.compare(await readFile(from), before)).toBe(0);
  });
});
