import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterEach, describe, expect, it, vi } from 'vitest';
import fc from 'fast-check';
import { excerptParts, MAX_QUERY_LENGTH, normalizeQuery, pagefindIndex, parseSearchType, SEARCH_TYPES } from '@/lib/site-search';
import { elementHref } from '@/lib/links';
import { askIndex, countAnswers } from '@/lib/site-search-answers';
import type { PagefindModule, SearchType } from '@/lib/site-search';

describe('normalizeQuery', () => {
  it('keeps what a learner types, with spaces tidied', () => {
    expect(normalizeQuery('  S6   physics ')).toBe('S6 physics');
    expect(normalizeQuery('Fer')).toBe('Fer');
    expect(normalizeQuery('amashanyarazi')).toBe('amashanyarazi');
  });

  it('keeps letters of any script, so right-to-left text searches (and finds nothing) instead of failing', () => {
    expect(normalizeQuery('مرحبا بالعالم')).toBe('مرحبا بالعالم');
    expect(normalizeQuery('שלום')).toBe('שלום');
  });

  it('gives nothing to search for when there are only symbols or spaces', () => {
    expect(normalizeQuery('!!!???')).toBe('');
    expect(normalizeQuery('<>{}[]')).toBe('');
    expect(normalizeQuery('   ')).toBe('');
    expect(normalizeQuery(undefined)).toBe('');
    expect(normalizeQuery(42)).toBe('');
  });

  it('drops markup characters, so HTML is searched as its words', () => {
    expect(normalizeQuery('<script>alert(1)</script>')).toBe('script alert(1) /script');
    expect(normalizeQuery('<b>iron</b>')).not.toMatch(/[<>]/);
  });

  it('cuts very long text to the maximum length', () => {
    expect(normalizeQuery('a'.repeat(10_000))).toHaveLength(MAX_QUERY_LENGTH);
  });

  it('never throws, never returns markup, never grows past the limit', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme', maxLength: 400 }), (raw) => {
        const q = normalizeQuery(raw);
        expect(q.length).toBeLessThanOrEqual(MAX_QUERY_LENGTH);
        expect(q).not.toMatch(/[<>]/);
        expect(q).toBe(q.trim());
      }),
    );
  });
});

describe('parseSearchType', () => {
  it('accepts the known types only', () => {
    for (const type of SEARCH_TYPES) expect(parseSearchType(type)).toBe(type);
    expect(parseSearchType('Book')).toBeUndefined();
    expect(parseSearchType('')).toBeUndefined();
    expect(parseSearchType(null)).toBeUndefined();
  });
});

describe('excerptParts', () => {
  it('marks the matched words and keeps the rest as text', () => {
    expect(excerptParts('Pure <mark>iron</mark> is soft')).toEqual([
      { text: 'Pure ', mark: false },
      { text: 'iron', mark: true },
      { text: ' is soft', mark: false },
    ]);
  });

  it('decodes entities and drops any other tag, so nothing is injected', () => {
    const parts = excerptParts('a &lt;b&gt; &amp; <img src=x onerror=alert(1)><mark>c&#39;d</mark>');
    expect(parts.map((p) => p.text).join('')).toBe("a <b> & c'd");
    expect(parts.at(-1)).toEqual({ text: "c'd", mark: true });
  });

  it('gives nothing for an empty excerpt', () => {
    expect(excerptParts('')).toEqual([]);
  });
});

describe('elementHref', () => {
  it("leads to the element's own page in the page language", () => {
    expect(elementHref('en', 'Fe')).toBe('/periodic/fe');
    expect(elementHref('fr', 'Fe')).toBe('/fr/periodic/fe');
    expect(elementHref('rw', 'Au')).toBe('/rw/periodic/au');
  });
});

/** A fake Pagefind that finds these results for any query, in this order. */
function fakePagefind(pages: Array<{ title: string; text: string; type?: SearchType }>): Pick<PagefindModule, 'search'> {
  const perType: Record<string, number> = {};
  for (const page of pages) perType[page.type ?? 'page'] = (perType[page.type ?? 'page'] ?? 0) + 1;
  return {
    search: async () => ({
      results: pages.map((page, i) => ({
        id: String(i),
        score: pages.length - i,
        data: async () => ({ url: `/rw/p${i}`, excerpt: page.text, content: page.text, meta: { title: page.title }, filters: { type: [page.type ?? 'page'] } }),
      })),
      totalFilters: { type: perType },
    }),
  };
}

describe('the count of a search (issue 45: "77 results" over an empty list)', () => {
  const songs = Array.from({ length: 125 }, (_, i) => ({ title: `Urupapuro ${i}`, text: 'Indirimbo y’igihugu iririmbwa mu ishuri.' }));

  it('says nothing was found, and shows no result, when the judge rejects every result it read', async () => {
    const response = await askIndex(fakePagefind(songs), "indirimbo z'urukundo", 'rw');
    expect(response.hits).toEqual([]);
    expect(response.total).toBe(0);
    expect(response.counts).toEqual({});
  });

  it('never says more results than the list shows when the list is not full', async () => {
    const pages = [...songs.slice(0, 40), { title: 'Urukundo', text: 'Indirimbo z’urukundo', type: 'blog' as const }, ...songs.slice(40)];
    const response = await askIndex(fakePagefind(pages), "indirimbo z'urukundo", 'rw');
    expect(response.hits.map((hit) => hit.title)).toEqual(['Urukundo']);
    expect(response.total).toBe(1);
    expect(response.counts).toEqual({ blog: 1 });
  });

  it('counts the unread results as the index does only when the list is full ("the first 10 shown")', () => {
    const judged = Array.from({ length: 16 }, (_, i) => ({ type: (i % 2 ? 'book' : 'page') as SearchType, keep: i < 12 }));
    expect(countAnswers(judged, 100, { book: 30, page: 70 }, { limit: 10 })).toEqual({ total: 96, counts: { book: 28, page: 68 } });
    // Fewer kept than the list holds: only those are counted.
    expect(
      countAnswers(
        judged.map((j, i) => ({ ...j, keep: i < 3 })),
        100,
        { book: 30, page: 70 },
        { limit: 10 },
      ),
    ).toEqual({ total: 3, counts: { book: 1, page: 2 } });
    // Under a type filter, the other types' chips keep the index's counts.
    expect(countAnswers([{ type: 'book', keep: false }], 1, { book: 1, page: 7 }, { limit: 10, filter: 'book' })).toEqual({ total: 0, counts: { page: 7 } });
  });

  it('whatever the verdicts, the count is never less than the results shown, nor more than them unless the list is full', () => {
    fc.assert(
      fc.property(fc.array(fc.boolean(), { maxLength: 48 }), fc.nat(200), fc.integer({ min: 1, max: 10 }), (keeps, more, limit) => {
        const judged = keeps.map((keep) => ({ type: 'page' as SearchType, keep }));
        const { total } = countAnswers(judged, judged.length + more, { page: judged.length + more }, { limit });
        const shown = Math.min(limit, keeps.filter(Boolean).length);
        expect(total).toBeGreaterThanOrEqual(shown);
        if (shown < limit) expect(total).toBe(shown);
      }),
    );
  });
});

describe("pagefindIndex: the documents' indexes start only once the site's has loaded", () => {
  // Pagefind's worker holds one WebAssembly module for every instance it runs: two instances that
  // load at once each compile one, the last replaces the first, and the first instance's index is
  // then read in the other's memory (in the built site, the site's queries answered from a book's
  // pages, or Pagefind failing with "unreachable"). So no documents' instance may start before the
  // site's index has its module, which its filters() call waits for.
  const dirs: string[] = [];
  afterEach(() => {
    vi.unstubAllGlobals();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /** A pagefind.js (a file, as the adapter imports it by address) whose site index loads when `siteLoaded()` is called. */
  function fakePagefind() {
    const events: string[] = [];
    let siteLoaded = () => {};
    const loaded = new Promise<void>((resolve) => (siteLoaded = resolve));
    const index = { options: async () => {}, init: async () => {}, filters: async () => ({}), search: async () => ({ results: [] }) };
    (globalThis as { fakePagefind?: unknown }).fakePagefind = {
      ...index,
      filters: async () => {
        await loaded;
        events.push('site loaded');
        return {};
      },
      createInstance: ({ basePath }: { basePath: string }) => (events.push(`instance ${basePath}`), index),
    };
    const dir = mkdtempSync(join(tmpdir(), 'pagefind-'));
    dirs.push(dir);
    const names = ['options', 'init', 'filters', 'search', 'createInstance'];
    writeFileSync(join(dir, 'pagefind.js'), names.map((name) => `export const ${name} = (...a) => globalThis.fakePagefind.${name}(...a);`).join('\n'));
    vi.stubGlobal('document', { documentElement: { lang: 'en' } });
    const files: Array<[string, unknown]> = [
      ['documents.en.json', { languages: ['en'], documents: {} }],
      ['pagefind-entry.json', { languages: { en: { hash: 'en_1' } } }],
      ['words.en.json', []],
      ['subjects.json', {}],
    ];
    vi.stubGlobal('fetch', async (url: string) => new Response(JSON.stringify(files.find(([name]) => url.includes(name))?.[1] ?? null)));
    return { base: `${pathToFileURL(dir).href}/`, events, siteLoaded };
  }

  const settle = () => new Promise((resolve) => setTimeout(resolve, 50));

  it('when the learner reaches for the search (preload)', async () => {
    const { base, events, siteLoaded } = fakePagefind();
    pagefindIndex(base).preload?.();
    await settle();
    expect(events).toEqual([]);
    siteLoaded();
    await expect.poll(() => events).toEqual(['site loaded', `instance ${base}documents/en/`]);
  });

  it('when a query comes first (the search page opened with ?q=)', async () => {
    const { base, events, siteLoaded } = fakePagefind();
    const searching = pagefindIndex(base).search('photosynthesis');
    await settle();
    expect(events).toEqual([]);
    siteLoaded();
    await searching;
    expect(events).toEqual(['site loaded', `instance ${base}documents/en/`]);
  });
});
