import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { formatBytes, formatDate, formatList, formatNumber, pluralCategory, RW_MONTHS } from '../../src/lib/format';

describe('formatNumber', () => {
  it('groups thousands the way each language writes them', () => {
    expect(formatNumber(1234567.5, 'en')).toBe('1,234,567.5');
    expect(formatNumber(1234567.5, 'fr').replace(/\s/g, ' ')).toBe('1 234 567,5');
    expect(formatNumber(1234567.5, 'rw')).toBe('1.234.567,5');
  });

  it('writes Kinyarwanda numbers without relying on Intl', () => {
    expect(formatNumber(0, 'rw')).toBe('0');
    expect(formatNumber(-0.0004, 'rw')).toBe('0');
    expect(formatNumber(-1500, 'rw')).toBe('-1.500');
    expect(formatNumber(196.966, 'rw', { maximumFractionDigits: 2 })).toBe('196,97');
    expect(formatNumber(2.4, 'rw', { minimumFractionDigits: 2 })).toBe('2,40');
  });

  it('round-trips any integer through the rw format', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e12, max: 1e12 }), (n) => {
        expect(Number(formatNumber(n, 'rw').replace(/\./g, ''))).toBe(n);
      }),
    );
  });
});

describe('formatDate', () => {
  it('writes the calendar date in the reader’s language, rw month names included', () => {
    expect(formatDate('2026-11-21', 'en')).toBe('21 November 2026');
    expect(formatDate('2026-11-21', 'fr')).toBe('21 novembre 2026');
    expect(formatDate('2026-11-21', 'rw')).toBe('21 Ugushyingo 2026');
    expect(formatDate('2025-01-01', 'rw')).toBe('1 Mutarama 2025');
  });

  it('never shifts a date across time zones', () => {
    for (let month = 1; month <= 12; month++) {
      const iso = `2025-${String(month).padStart(2, '0')}-01`;
      expect(formatDate(iso, 'rw')).toBe(`1 ${RW_MONTHS[month - 1]} 2025`);
      expect(formatDate(iso, 'en').startsWith('1 ')).toBe(true);
    }
  });

  it('returns malformed input unchanged instead of throwing', () => {
    expect(formatDate('not a date', 'rw')).toBe('not a date');
    expect(formatDate('2025-13-01', 'en')).toBe('2025-13-01');
  });
});

describe('pluralCategory', () => {
  it('treats 0 as singular in French only', () => {
    expect(pluralCategory('fr', 0)).toBe('one');
    expect(pluralCategory('en', 0)).toBe('other');
    expect(pluralCategory('rw', 0)).toBe('other');
    expect(pluralCategory('en', 1)).toBe('one');
    expect(pluralCategory('rw', 2)).toBe('other');
  });
});

describe('formatBytes', () => {
  it('shows the size a learner pays for in decimal units', () => {
    expect(formatBytes(2_400_000, 'en')).toBe('2.4 MB');
    expect(formatBytes(850_000, 'en')).toBe('850 KB');
    expect(formatBytes(2_400_000, 'fr')).toBe('2,4 Mo');
    expect(formatBytes(2_400_000, 'rw')).toBe('2,4 MB');
    expect(formatBytes(512, 'en')).toBe('512 B');
  });
});

describe('formatNumber agrees with Intl for English and French', () => {
  // Written by hand (see format.ts); Intl is the reference where Chromium has the data.
  const values = [0, 1, -1, 7.5, 12.011, 999, 1000, 1234.5, -1234.567, 98765.4321, 1234567.891, 0.0001, 3422, 5.9e6];
  for (const [lang, locale] of [
    ['en', 'en-GB'],
    ['fr', 'fr-FR'],
  ] as const) {
    it(`${lang}: as ${locale}`, () => {
      for (const value of values) {
        for (const [max, min] of [
          [3, 0],
          [2, 2],
          [0, 0],
        ] as const) {
          const expected = new Intl.NumberFormat(locale, { maximumFractionDigits: max, minimumFractionDigits: min }).format(value);
          expect(formatNumber(value, lang, { maximumFractionDigits: max, minimumFractionDigits: min }), `${value} ${max}/${min}`).toBe(expected);
        }
      }
    });
  }
});

describe('formatList', () => {
  it('joins the last item with each language’s own "and", with no comma before it', () => {
    expect(formatList(['S3', 'S6', 'TVET'], 'en')).toBe('S3, S6 and TVET');
    expect(formatList(['S3', 'S6', 'EFTP'], 'fr')).toBe('S3, S6 et EFTP');
    expect(formatList(['S3', 'S6', 'TVET'], 'rw')).toBe('S3, S6 na TVET');
  });

  it('writes two items with "and" alone, one item as it is, and nothing as nothing', () => {
    expect(formatList(['S1', 'S2'], 'en')).toBe('S1 and S2');
    expect(formatList(['S1'], 'fr')).toBe('S1');
    expect(formatList([], 'rw')).toBe('');
  });
});
