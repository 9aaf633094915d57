import { existsSync, mkdtempSync, readFileSync } from 'node:fs';
import { mkdir, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { PDFDocument } from 'pdf-lib';
import { fileStatus, generate, offersPath, samplePath, samplePdf, sizesPath } from '../../scripts/build/lib/download-files';
import type { DownloadCollection } from '../../src/content/downloads';

let root: string;
beforeEach(() => {
  root = mkdtempSync(join(tmpdir(), 'ubumenyi-downloads-'));
});
afterEach(async () => {
  await rm(root, { recursive: true, force: true });
});

const collections = (): DownloadCollection[] => [
  {
    id: 'books',
    label: 'Books',
    entries: [
      { id: '1', title: 'Physique, Senior 2 — Livre de l’élève', file: '/books/s2-physique.pdf', group: 'S2' },
      { id: '2', title: 'Real Book', file: '/books/real.pdf', group: 'S1' },
      { id: '3', title: 'Elsewhere', file: 'https://example.org/elsewhere.pdf' },
    ],
  },
];

describe('samplePdf', () => {
  it('is a one-page PDF that names the document it stands in for', async () => {
    const bytes = await samplePdf({ id: '1', title: 'Chemistry for Rwanda Schools, Senior 1', file: '/books/x.pdf' }, { label: 'Books' });
    expect(Buffer.from(bytes.subarray(0, 5)).toString()).toBe('%PDF-');
    const doc = await PDFDocument.load(bytes);
    expect(doc.getPageCount()).toBe(1);
    expect(doc.getTitle()).toBe('Sample standing in for "Chemistry for Rwanda Schools, Senior 1"');
  });

  it('is the same bytes every time (no needless rebuilds)', async () => {
    const entry = { id: '1', title: 'Same', file: '/books/same.pdf' };
    expect(Buffer.compare(Buffer.from(await samplePdf(entry, { label: 'Books' })), Buffer.from(await samplePdf(entry, { label: 'Books' })))).toBe(0);
  });

  it('survives characters the standard PDF fonts cannot draw', async () => {
    const bytes = await samplePdf({ id: '1', title: 'Ikinyarwanda ŋ 漢字 ✓', file: '/books/x.pdf' }, { label: 'Books' });
    expect(bytes.byteLength).toBeGreaterThan(1000);
  });
});

describe('generate', () => {
  it('writes a sample only for missing local files, and their sizes', async () => {
    await mkdir(join(root, 'public', 'books'), { recursive: true });
    await writeFile(join(root, 'public', 'books', 'real.pdf'), 'x'.repeat(1234));
    const result = await generate(collections(), root);

    expect(result.written).toEqual(['/books/s2-physique.pdf']);
    expect(existsSync(samplePath('/books/s2-physique.pdf', root))).toBe(true);
    expect(existsSync(samplePath('/books/real.pdf', root))).toBe(false);
    const sizes = JSON.parse(readFileSync(sizesPath(root), 'utf8')) as Record<string, number>;
    expect(sizes['/books/real.pdf']).toBe(1234);
    expect(sizes['/books/s2-physique.pdf']).toBeGreaterThan(1000);
    expect(sizes).not.toHaveProperty('https://example.org/elsewhere.pdf');

    expect(fileStatus('/books/real.pdf', root)).toMatchObject({ status: 'real', bytes: 1234 });
    expect(fileStatus('/books/s2-physique.pdf', root).status).toBe('sample');
    expect(fileStatus('https://example.org/elsewhere.pdf', root).status).toBe('external');
    expect(fileStatus('/books/nowhere.pdf', root).status).toBe('missing');
  });

  it('leaves unchanged samples alone and removes stale ones when a real file arrives', async () => {
    await generate(collections(), root);
    const again = await generate(collections(), root);
    expect(again.written).toEqual([]);
    expect(again.unchanged).toEqual(['/books/s2-physique.pdf', '/books/real.pdf']);

    await mkdir(join(root, 'public', 'books'), { recursive: true });
    await writeFile(join(root, 'public', 'books', 's2-physique.pdf'), 'real content');
    const third = await generate(collections(), root);
    expect(third.removed).toEqual(['/books/s2-physique.pdf']);
    expect(fileStatus('/books/s2-physique.pdf', root)).toMatchObject({ status: 'real', bytes: 12 });
  });

  it('writes what each collection offers, so its sentences change when a real file replaces a sample', async () => {
    await mkdir(join(root, 'public', 'books'), { recursive: true });
    await writeFile(join(root, 'public', 'books', 'real.pdf'), 'real content');
    await generate(collections(), root);
    const offers = () => JSON.parse(readFileSync(offersPath(root), 'utf8')) as Record<string, { status: string; realGroups: string[] }>;
    expect(offers().books).toMatchObject({ status: 'mixed', realGroups: ['S1'] });

    await writeFile(join(root, 'public', 'books', 's2-physique.pdf'), 'real content');
    await generate(collections(), root);
    expect(offers().books).toMatchObject({ status: 'real', realGroups: ['S1', 'S2'] });
  });
});
