import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { excerptParts, MAX_QUERY_LENGTH, normalizeQuery, parseSearchType, SEARCH_TYPES } from '@/lib/site-search';
import { elementHref } from '@/lib/links';

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
