import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import {
  askDocuments,
  documentPageUrl,
  documentsSearch,
  documentQuery,
  groupDocumentPages,
  pageAnswers,
  parseDocumentPageUrl,
  parseDocumentShelf,
  type DocumentIndex,
  type DocumentShelf,
  type PageAnswer,
} from '@/lib/document-search';
import { documentPagesText, pagesIn } from '@/lib/document-pages';

const BIOLOGY = '/books/s4-biology-student-book.pdf';
const MATHS = '/books/s1-mathematics-student-book.pdf';
const PHYSICS = '/papers/s6-physics-national-examination-2020.pdf';

const shelf: DocumentShelf = {
  languages: ['en', 'fr'],
  documents: {
    [BIOLOGY]: { title: 'Biology S4', titleLang: 'en', kind: 'book', bytes: 12_000_000 },
    [MATHS]: { title: "Mathematics for Rwanda Schools, Senior 1, Student's Book", titleLang: 'en', kind: 'book', bytes: 67_158 },
    [PHYSICS]: { title: 'S6, Physique : Examen national 2020', kind: 'paper' },
  },
};

const page = (file: string, n: number, score: number, excerpt = `page ${n}`): PageAnswer => ({ file, page: n, score, excerpt });

describe('groupDocumentPages', () => {
  it('gives one result per document, not one per page: "Biology S4, pages 7 and 19"', () => {
    const hits = groupDocumentPages([page(BIOLOGY, 19, 3), page(BIOLOGY, 7, 5, 'how plants make food by <mark>photosynthesis</mark>')], {}, shelf);
    expect(hits).toEqual([
      {
        file: BIOLOGY,
        title: 'Biology S4',
        titleLang: 'en',
        kind: 'book',
        format: 'PDF',
        bytes: 12_000_000,
        pages: [
          { from: 7, to: 7 },
          { from: 19, to: 19 },
        ],
        morePages: 0,
        excerpt: 'how plants make food by <mark>photosynthesis</mark>',
        excerptPage: 7,
      },
    ]);
  });

  it('orders documents by their best page, keeps a page once, and drops pages of files the shelf does not name', () => {
    const hits = groupDocumentPages(
      [page(MATHS, 137, 2), page(BIOLOGY, 7, 1), page(BIOLOGY, 8, 9), page(BIOLOGY, 8, 9), page('/books/unknown.pdf', 1, 50), page(PHYSICS, 2, 4)],
      {},
      shelf,
    );
    expect(hits.map((hit) => hit.file)).toEqual([BIOLOGY, PHYSICS, MATHS]);
    expect(hits[0]!.pages).toEqual([{ from: 7, to: 8 }]);
    expect(hits[0]!.excerptPage).toBe(8);
    // A paper's name is the shelf's, in the page's language, with no lang of its own.
    expect(hits[1]).not.toHaveProperty('titleLang');
    expect(hits[1]).not.toHaveProperty('bytes');
  });

  it('lists at most maxRuns runs and counts the rest, and the pages the search did not read, as more', () => {
    const answers = [1, 2, 3, 5, 9, 11, 13, 15, 17, 19].map((n, i) => page(BIOLOGY, n, 20 - i));
    const [hit] = groupDocumentPages(answers, { [BIOLOGY]: 4, [MATHS]: 3 }, shelf, { maxRuns: 3 });
    expect(hit!.pages).toEqual([
      { from: 1, to: 3 },
      { from: 5, to: 5 },
      { from: 9, to: 9 },
    ]);
    // 11, 13, 15, 17, 19 past the runs shown, and 4 pages unread.
    expect(hit!.morePages).toBe(5 + 4);
  });

  it('keeps at most `limit` documents', () => {
    expect(groupDocumentPages([page(BIOLOGY, 1, 3), page(MATHS, 1, 2), page(PHYSICS, 1, 1)], {}, shelf, { limit: 2 }).map((hit) => hit.file)).toEqual([
      BIOLOGY,
      MATHS,
    ]);
  });

  it('never lists a page twice nor loses one: the listed pages and "more" add up to the distinct pages found', () => {
    fc.assert(
      fc.property(fc.array(fc.integer({ min: 1, max: 60 }), { minLength: 1, maxLength: 40 }), fc.integer({ min: 1, max: 8 }), (pages, maxRuns) => {
        const [hit] = groupDocumentPages(
          pages.map((n, i) => page(MATHS, n, i)),
          {},
          shelf,
          { maxRuns },
        );
        expect(pagesIn(hit!.pages) + hit!.morePages).toBe(new Set(pages).size);
        expect(hit!.pages.length).toBeLessThanOrEqual(maxRuns);
      }),
    );
  });
});

describe('documentPagesText: the pages as the result line says them, in the page language', () => {
  it('lists the pages as a sentence does, and says how many there are (page or pages)', () => {
    expect(documentPagesText([{ from: 137, to: 137 }], 0, 'en')).toEqual({ pages: '137', count: 1, more: 0 });
    expect(
      documentPagesText(
        [
          { from: 7, to: 7 },
          { from: 19, to: 19 },
        ],
        0,
        'en',
      ),
    ).toEqual({ pages: '7 and 19', count: 2, more: 0 });
    expect(
      documentPagesText(
        [
          { from: 7, to: 7 },
          { from: 19, to: 19 },
        ],
        0,
        'fr',
      ).pages,
    ).toBe('7 et 19');
    // Kinyarwanda's "and" is our own (Chromium has no Kinyarwanda list data).
    expect(
      documentPagesText(
        [
          { from: 3, to: 5 },
          { from: 19, to: 19 },
        ],
        0,
        'rw',
      ),
    ).toEqual({ pages: '3–5 na 19', count: 4, more: 0 });
  });

  it('with more pages than listed, lists them with commas only: the sentence ends "and 12 more" itself', () => {
    expect(
      documentPagesText(
        [
          { from: 3, to: 5 },
          { from: 7, to: 7 },
          { from: 19, to: 19 },
        ],
        12,
        'en',
      ),
    ).toEqual({ pages: '3–5, 7, 19', count: 5, more: 12 });
    expect(documentPagesText([{ from: 1200, to: 1200 }], 2, 'rw').pages).toBe('1200');
  });
});

describe('pageAnswers: a page answers a query only when it has every word', () => {
  const text = 'Lesson 137. This page is about how plants make food by photosynthesis. Page 137 of 200';
  it('finds a word as written, in another form, or still being typed', () => {
    expect(pageAnswers('photosynthesis', 'en', 'en', text)).toBe(true);
    expect(pageAnswers('Photosynthesis plant', 'en', 'en', text)).toBe(true);
    expect(pageAnswers('photosynth', 'en', 'en', text)).toBe(true);
    expect(pageAnswers('photos', 'en', 'en', 'Our photosynthesis lesson')).toBe(true);
  });

  it('drops near matches, misspellings and pages missing a word', () => {
    // "photos", not the last word, is a whole word: the page has none.
    expect(pageAnswers('photos plants', 'en', 'en', 'Our photosynthesis lesson about plants')).toBe(false);
    expect(pageAnswers('photosinthesis', 'en', 'en', text)).toBe(false);
    expect(pageAnswers('photosynthesis respiration', 'en', 'en', text)).toBe(false);
    expect(pageAnswers('!!!', 'en', 'en', text)).toBe(false);
  });

  it("leaves out the little words of the page's language: a French learner's article does not stop an English book", () => {
    expect(pageAnswers('la photosynthesis', 'fr', 'en', text)).toBe(true);
    expect(documentQuery('la photosynthesis', 'fr', 'en')).toBe('photosynthesis');
  });

  it('reads a Kinyarwanda document by its words’ keys, as the site’s own Kinyarwanda index does', () => {
    const rw = 'Ibimera bikora ibiryo byabyo binyuze muri fotosenteze.';
    expect(pageAnswers('ikimera', 'rw', 'rw', rw)).toBe(true);
    expect(documentQuery('ikimera', 'en', 'rw')).toBe('mera');
  });
});

describe('the address of a page record', () => {
  it('is the file and the page, read back as they were', () => {
    expect(documentPageUrl(MATHS, 137)).toBe('/books/s1-mathematics-student-book.pdf?page=137');
    expect(parseDocumentPageUrl(documentPageUrl(MATHS, 137))).toEqual({ file: MATHS, page: 137 });
  });

  it('is nothing else: a page address, a page 0, a #page= anchor', () => {
    for (const url of ['/books', '/books/x.pdf', '/books/x.pdf?page=0', '/books/x.pdf#page=3', 'https://x.org/a.pdf?page=2']) {
      expect(parseDocumentPageUrl(url), url).toBeUndefined();
    }
  });
});

describe('parseDocumentShelf', () => {
  it('keeps what is well formed and leaves out the rest, never throwing', () => {
    expect(parseDocumentShelf(null)).toEqual({ languages: [], documents: {} });
    expect(
      parseDocumentShelf({
        languages: ['en', 'en', 'xx', 3, 'sw'],
        documents: {
          [MATHS]: { title: 'Maths', titleLang: 'en', kind: 'book', bytes: 10 },
          '/papers/p.pdf': { title: 'P', kind: 'paper', bytes: -1, titleLang: 'de' },
          '//evil.example/x.pdf': { title: 'X', kind: 'book' },
          '/books/no-title.pdf': { kind: 'book' },
          '/books/element.pdf': { title: 'E', kind: 'element' },
        },
      }),
    ).toEqual({
      languages: ['en', 'sw'],
      documents: { [MATHS]: { title: 'Maths', titleLang: 'en', kind: 'book', bytes: 10 }, '/papers/p.pdf': { title: 'P', kind: 'paper' } },
    });
  });
});

/** A fake documents' index: these pages, in this order, for any query; counts each fragment read. */
function fakeIndex(lang: DocumentIndex['lang'], pages: Array<{ file: string; page: number; text: string }>) {
  const reads = { count: 0 };
  const doc: Record<string, number> = {};
  for (const { file } of pages) doc[file] = (doc[file] ?? 0) + 1;
  const index: DocumentIndex = {
    lang,
    pf: {
      search: async () => ({
        results: pages.map(({ file, page: n, text }, i) => ({
          id: `${file}-${n}`,
          score: pages.length - i,
          data: async () => {
            reads.count += 1;
            return { url: documentPageUrl(file, n), excerpt: text, content: text, meta: {}, filters: { doc: [file] } };
          },
        })),
        filters: { doc },
      }),
    },
  };
  return { index, reads };
}

describe('askDocuments', () => {
  it("asks every language's index and groups their pages by document", async () => {
    const english = fakeIndex('en', [
      { file: BIOLOGY, page: 19, text: 'Photosynthesis in leaves' },
      { file: MATHS, page: 137, text: 'how plants make food by photosynthesis' },
      { file: BIOLOGY, page: 7, text: 'photosynthesis needs light' },
      { file: BIOLOGY, page: 8, text: 'photos of leaves' },
    ]);
    const french = fakeIndex('fr', [{ file: PHYSICS, page: 2, text: 'La photosynthesis des plantes' }]);
    const hits = await askDocuments([english.index, french.index], 'photosynthesis', 'fr', shelf);
    expect(hits.map((hit) => [hit.file, hit.pages, hit.morePages])).toEqual([
      [
        BIOLOGY,
        [
          { from: 7, to: 7 },
          { from: 19, to: 19 },
        ],
        0,
      ],
      [MATHS, [{ from: 137, to: 137 }], 0],
      [PHYSICS, [{ from: 2, to: 2 }], 0],
    ]);
  });

  it('reads at most 32 pages of an index, and counts the pages it did not read as the index counts them', async () => {
    const many = fakeIndex(
      'en',
      Array.from({ length: 100 }, (_, i) => ({ file: BIOLOGY, page: i + 1, text: 'energy' })),
    );
    const [hit] = await askDocuments([many.index], 'energy', 'en', shelf);
    expect(many.reads.count).toBe(32);
    expect(pagesIn(hit!.pages) + hit!.morePages).toBe(100);
  });

  it('finds nothing for a query of nothing searchable, without asking', async () => {
    const index = fakeIndex('en', [{ file: BIOLOGY, page: 1, text: 'photosynthesis' }]);
    expect(await askDocuments([index.index], '!!!', 'en', shelf)).toEqual([]);
    expect(index.reads.count).toBe(0);
  });
});

describe('documentsSearch: loading the indexes and asking them', () => {
  afterEach(() => vi.unstubAllGlobals());

  /** A fetch that answers the shelves (or fails `failures` times first), and a pagefind.js whose instances are fake indexes. */
  function setUp(failures = 0) {
    const fetched: string[] = [];
    let failing = failures;
    vi.stubGlobal('fetch', async (url: string) => {
      fetched.push(url);
      if (failing > 0) {
        failing -= 1;
        return new Response('', { status: 503 });
      }
      return new Response(JSON.stringify({ languages: ['en', 'fr'], documents: shelf.documents }), { status: 200 });
    });
    const made: string[] = [];
    const pages = {
      en: [{ file: MATHS, page: 137, text: 'plants make food by photosynthesis' }],
      fr: [{ file: PHYSICS, page: 2, text: 'la photosynthesis' }],
    } as const;
    const pf = {
      createInstance: ({ basePath }: { basePath: string }) => {
        made.push(basePath);
        const lang = basePath.endsWith('/fr/') ? 'fr' : 'en';
        return { ...fakeIndex(lang, [...pages[lang]]).index.pf, options: async () => {}, init: async () => {}, filters: async () => ({}) };
      },
    };
    return { fetched, made, search: documentsSearch('/pagefind/documents/', pf, { baseUrl: '/', excerptLength: 24 }) };
  }

  it("reads the page language's shelf, makes an instance per documents' language once, and finds in each", async () => {
    const { fetched, made, search } = setUp();
    const hits = await search.find('photosynthesis', 'rw');
    expect(hits.map((hit) => hit.file)).toEqual([MATHS, PHYSICS]);
    await search.find('photosynthesis', 'rw', { type: 'paper' });
    expect(fetched).toEqual(['/pagefind/documents/documents.rw.json']);
    expect(made).toEqual(['/pagefind/documents/en/', '/pagefind/documents/fr/']);
  });

  it('asks nothing under a type filter that is not books or papers', async () => {
    const { fetched, search } = setUp();
    expect(await search.find('photosynthesis', 'en', { type: 'element' })).toEqual([]);
    expect(fetched).toEqual([]);
  });

  it('finds nothing while the index cannot load, and tries again at the next search', async () => {
    const { fetched, search } = setUp(1);
    expect(await search.find('photosynthesis', 'en')).toEqual([]);
    expect((await search.find('photosynthesis', 'en')).map((hit) => hit.file)).toEqual([MATHS, PHYSICS]);
    expect(fetched).toHaveLength(2);
  });
});
