import { beforeAll, describe, expect, it } from 'vitest';
import { changeLanguage, currentLang, i18n, interpolate, loadLanguage, registerNamespace } from '../../src/i18n';
import { contact } from '../../src/i18n/strings/contact';
import { defineNamespace } from '../../src/i18n/define';
import { formatNumber, pluralCategory } from '../../src/lib/format';
import type { Lang } from '../../src/lib/langs';

/** What useT's `tn` does: `key_one` / `key_other` by our plural rules, the formatted count as {{n}}. */
const tn = (lang: Lang, ns: string | undefined, key: string, count: number) =>
  i18n.getFixedT(lang, ns)(`${key}_${pluralCategory(lang, count)}`, { n: formatNumber(count, lang) });

const probe = defineNamespace(
  'i18n-lookup-probe',
  { greeting: 'Hello {{name}}', only: { english: 'Only in English' }, items: 'x', list: 'x' },
  {
    fr: { greeting: 'Bonjour {{ name }}', only: { english: '' }, items: 'y', list: 'y' },
    rw: { greeting: 'Muraho {{name}}', only: { english: '' }, items: 'z', list: 'z' },
  },
);

beforeAll(async () => {
  await Promise.all([loadLanguage('en'), loadLanguage('fr'), loadLanguage('rw')]);
  registerNamespace(contact);
  registerNamespace(probe);
});

describe('string lookup (our replacement for i18next)', () => {
  it('reads nested common keys in each language and interpolates values', () => {
    expect(i18n.getFixedT('en')('language.changed', { name: 'English' })).toBe('Language changed to English');
    expect(i18n.getFixedT('rw')('language.changed', { name: 'Ikinyarwanda' })).toBe('Ururimi rwahinduwe: Ikinyarwanda');
    expect(i18n.getFixedT('rw')('footer.copyright', { from: 2024, to: 2026 })).toBe('© 2024–2026 Ubumenyi');
  });

  it('reads a page namespace and trims spaces inside {{ }}', () => {
    expect(i18n.getFixedT('fr', probe.ns)('greeting', { name: 'Ada' })).toBe('Bonjour Ada');
    expect(i18n.getFixedT('rw', probe.ns)('greeting', { name: 'Ada' })).toBe('Muraho Ada');
  });

  it('keeps an empty translation empty, and falls back to English for a missing key', () => {
    expect(i18n.getFixedT('fr', probe.ns)('only.english')).toBe('');
    registerNamespace({ ns: 'i18n-lookup-partial', resources: { en: { a: 'English A' }, fr: {}, rw: {} } });
    expect(i18n.getFixedT('fr', 'i18n-lookup-partial')('a')).toBe('English A');
  });

  it('gives the defaultValue, else the key, for a key no language has', () => {
    expect(i18n.getFixedT('fr')('no.such.key')).toBe('no.such.key');
    expect(i18n.getFixedT('rw')('subjects.Astrology', { defaultValue: 'Astrology' })).toBe('Astrology');
  });

  it('interpolates as i18next did: unknown names stay, undefined and null become empty, values are not re-read', () => {
    expect(interpolate('{{a}} and {{b}}', { a: 1 })).toBe('1 and {{b}}');
    expect(interpolate('[{{a}}][{{b}}]', { a: undefined, b: null })).toBe('[][]');
    expect(interpolate('{{a}}{{b}}', { a: '{{b}}', b: 'B' })).toBe('{{b}}B');
    expect(interpolate('{{ a }}', { a: 'x' })).toBe('x');
  });

  it('returns the key for a group of keys: only strings are messages', () => {
    registerNamespace({ ns: 'i18n-lookup-group', resources: { en: { group: { a: 'A' } }, fr: {}, rw: {} } });
    expect(i18n.getFixedT('en', 'i18n-lookup-group')('group')).toBe('group');
    expect(i18n.getFixedT('en', 'i18n-lookup-group')('group.a')).toBe('A');
  });
});

describe('plurals (tn) in the strings used today', () => {
  it('English: 1 is one, 0 and 2 are other', () => {
    expect(tn('en', undefined, 'offline.pagesCount', 1)).toBe('1 page');
    expect(tn('en', undefined, 'offline.pagesCount', 0)).toBe('0 pages');
    expect(tn('en', contact.ns, 'form.counter.left', 1)).toBe('You have 1 character left');
  });

  it('French: 0 and 1 are one, 2 and more are other, counts formatted the French way', () => {
    expect(tn('fr', undefined, 'offline.pagesCount', 0)).toBe('0 page');
    expect(tn('fr', undefined, 'offline.pagesCount', 1)).toBe('1 page');
    expect(tn('fr', undefined, 'offline.pagesCount', 2)).toBe('2 pages');
    expect(tn('fr', contact.ns, 'form.counter.left', 0)).toBe('Il vous reste 0 caractère');
    expect(tn('fr', undefined, 'offline.pagesCount', 1500)).toBe(`${formatNumber(1500, 'fr')} pages`);
  });

  it('Kinyarwanda: 1 is one (urupapuro), others are other (impapuro)', () => {
    expect(tn('rw', undefined, 'offline.pagesCount', 1)).toBe('Urupapuro 1');
    expect(tn('rw', undefined, 'offline.pagesCount', 0)).toBe('Impapuro 0');
    expect(tn('rw', undefined, 'offline.pagesCount', 3)).toBe('Impapuro 3');
  });
});

describe('changeLanguage', () => {
  it('makes a language active once its strings are loaded', async () => {
    await changeLanguage('rw');
    expect(currentLang()).toBe('rw');
    await changeLanguage('en');
    expect(currentLang()).toBe('en');
  });
});
