import { describe, expect, it } from 'vitest';
import {
  cacheNameFor,
  documentsBytes,
  formatMegabytes,
  mergeOfflineFiles,
  parseOfflineManifest,
  progressPercent,
  sumBytes,
} from '../../src/lib/offline-manifest';

describe('the size a learner is asked to download', () => {
  it('adds the bytes of every file', () => {
    expect(
      sumBytes([
        { url: '/', bytes: 1200 },
        { url: '/books', bytes: 800 },
      ]),
    ).toBe(2000);
    expect(sumBytes([])).toBe(0);
  });

  it('counts a file shared by two languages once when saving all languages', () => {
    const en = {
      lang: 'en' as const,
      files: [
        { url: '/', bytes: 100 },
        { url: '/assets/app.js', bytes: 50 },
      ],
    };
    const fr = {
      lang: 'fr' as const,
      files: [
        { url: '/fr/', bytes: 120 },
        { url: '/assets/app.js', bytes: 50 },
      ],
    };
    const merged = mergeOfflineFiles([en, fr]);
    expect(merged.map((f) => f.url)).toEqual(['/', '/assets/app.js', '/fr/']);
    expect(sumBytes(merged)).toBe(270);
  });

  it('reads a manifest and leaves out malformed or foreign entries without throwing', () => {
    const parsed = parseOfflineManifest(
      {
        files: [
          { url: '/books', bytes: 10 },
          { url: 'https://example.com/x.js', bytes: 5 },
          { url: '//example.com/x.js', bytes: 5 },
          { url: '/a', bytes: -1 },
          { url: '/b', bytes: Number.NaN },
          { url: '/c' },
          null,
          'nonsense',
        ],
      },
      'rw',
    );
    expect(parsed).toEqual({ lang: 'rw', files: [{ url: '/books', bytes: 10 }] });
    expect(parseOfflineManifest(null, 'en').files).toEqual([]);
    expect(parseOfflineManifest({ files: 'x' }, 'en').files).toEqual([]);
  });

  it('says what the search inside the documents adds: its files are part of the total, and counted apart', () => {
    const manifest = parseOfflineManifest(
      {
        files: [
          { url: '/', bytes: 1000 },
          { url: '/pagefind/documents/en/wasm.en.pagefind', bytes: 300, part: 'documents' },
          { url: '/pagefind/documents/documents.fr.json', bytes: 20, part: 'documents' },
          { url: '/pagefind/wasm.fr.pagefind', bytes: 200, part: 'something else' },
        ],
      },
      'fr',
    );
    expect(manifest.files.map((file) => file.part)).toEqual([undefined, 'documents', 'documents', undefined]);
    expect(documentsBytes(manifest.files)).toBe(320);
    expect(sumBytes(manifest.files)).toBe(1520);
    expect(documentsBytes([{ url: '/', bytes: 5 }])).toBe(0);
  });
});

describe('a size in megabytes in each language', () => {
  it('uses the decimal sign and unit of the language, rw by our own rules', () => {
    expect(formatMegabytes(2_400_000, 'en')).toBe('2.4\u00a0MB');
    expect(formatMegabytes(2_400_000, 'fr')).toBe('2,4\u00a0Mo');
    expect(formatMegabytes(2_400_000, 'rw')).toBe('2,4\u00a0MB');
  });

  it('drops the decimal from 10 MB and groups thousands', () => {
    expect(formatMegabytes(12_600_000, 'en')).toBe('13\u00a0MB');
    expect(formatMegabytes(1_234_000_000, 'rw')).toBe('1.234\u00a0MB');
  });

  it('never says 0 MB for something that is not empty', () => {
    expect(formatMegabytes(20_000, 'en')).toBe('0.1\u00a0MB');
    expect(formatMegabytes(0, 'en')).toBe('0.0\u00a0MB');
    expect(formatMegabytes(-5, 'rw')).toBe('0,0\u00a0MB');
  });
});

describe('progress of a download', () => {
  it('is a whole percentage, capped at 100 and 0 for nothing to do', () => {
    expect(progressPercent(1, 3)).toBe(33);
    expect(progressPercent(5, 4)).toBe(100);
    expect(progressPercent(0, 0)).toBe(0);
    expect(progressPercent(3, Number.NaN)).toBe(0);
  });
});

describe('where a saved file is kept', () => {
  it('puts pages, code and other files in the caches the service worker reads them from', () => {
    expect(cacheNameFor('/fr/books')).toBe('ubumenyi-pages');
    expect(cacheNameFor('/')).toBe('ubumenyi-pages');
    expect(cacheNameFor('/rw/?source=pwa')).toBe('ubumenyi-pages');
    expect(cacheNameFor('/assets/index-abc.js')).toBe('ubumenyi-assets');
    expect(cacheNameFor('/pagefind/fragment/en_1a2b.pf_fragment')).toBe('ubumenyi-files');
    expect(cacheNameFor('/images/blog/a.svg')).toBe('ubumenyi-files');
  });
});
