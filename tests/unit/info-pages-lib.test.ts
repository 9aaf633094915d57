import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { initials } from '../../src/lib/initials';
import { formatStat } from '../../src/lib/stats';
import { COMING_SOON_PATH, isComingSoon } from '../../src/lib/destinations';
import { LANGS } from '../../src/lib/langs';

describe('initials for a team member’s avatar', () => {
  it('takes the first letters of the first and last names', () => {
    expect(initials('Aline Uwase')).toBe('AU');
    expect(initials('Jean Claude Niyonzima')).toBe('JN');
    expect(initials('Eric Habimana')).toBe('EH');
  });

  it('copes with one name, extra spaces, lower case and accents', () => {
    expect(initials('Aline')).toBe('A');
    expect(initials('   aline    uwase  ')).toBe('AU');
    expect(initials('émile ndayisaba')).toBe('ÉN');
  });

  it('skips words without a letter and returns nothing for a blank name', () => {
    expect(initials('')).toBe('');
    expect(initials('   ')).toBe('');
    expect(initials('Aline 2 Uwase')).toBe('AU');
    expect(initials('— Uwase')).toBe('U');
  });

  it('never throws and gives at most two capital letters for any text', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'grapheme' }), (name) => {
        const result = initials(name);
        expect(Array.from(result).length).toBeLessThanOrEqual(2);
        expect(result).toBe(result.toLocaleUpperCase());
      }),
    );
  });
});

describe('statistics band figures', () => {
  it('writes the four About figures in English', () => {
    expect(formatStat(50, 'plus', 'en')).toBe('50+');
    expect(formatStat(500, 'none', 'en')).toBe('500');
    expect(formatStat(10, 'plus', 'en')).toBe('10+');
    expect(formatStat(90, 'percent', 'en')).toBe('90%');
  });

  it('puts a narrow no-break space before % in French, not in Kinyarwanda', () => {
    expect(formatStat(90, 'percent', 'fr')).toBe('90\u202f%');
    expect(formatStat(90, 'percent', 'rw')).toBe('90%');
  });

  it('groups thousands the reader’s way', () => {
    expect(formatStat(1500, 'none', 'en')).toBe('1,500');
    expect(formatStat(1500, 'none', 'rw')).toBe('1.500');
    expect(formatStat(1500, 'plus', 'fr')).toBe('1\u202f500+');
  });

  it('always contains the digits of the value, in every language', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 999 }), fc.constantFrom(...LANGS), fc.constantFrom('plus', 'percent', 'none' as const), (value, lang, unit) => {
        expect(formatStat(value, unit, lang).replace(/\D/g, '')).toBe(String(value));
      }),
    );
  });
});

describe('coming-soon destinations', () => {
  it('recognises the Coming soon page, with or without a trailing slash, query or hash', () => {
    expect(isComingSoon(COMING_SOON_PATH)).toBe(true);
    expect(isComingSoon('/coming-soon/')).toBe(true);
    expect(isComingSoon('/coming-soon?from=home')).toBe(true);
  });

  it('does not mistake real pages for it', () => {
    expect(isComingSoon('/simulation')).toBe(false);
    expect(isComingSoon('/coming-soon-later')).toBe(false);
    expect(isComingSoon('/')).toBe(false);
    expect(isComingSoon('')).toBe(false);
  });
});
