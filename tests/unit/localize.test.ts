import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { isLocalized, localize } from '../../src/lib/localize';
import { LANGS } from '../../src/lib/langs';

describe('localize: a reader sees content in their own language', () => {
  it('picks the language in nested objects and arrays, and keeps everything else', () => {
    const content = {
      id: 'primary',
      count: 4,
      optional: undefined,
      title: { en: 'Primary', fr: 'Primaire', rw: 'Amashuri abanza' },
      items: { en: ['a', 'b'], fr: ['c', 'd'], rw: ['e', 'f'] },
      cards: [{ id: 'x', text: { en: 'Hello', fr: 'Bonjour', rw: 'Muraho' }, levels: ['olevel', 'tvet'] }],
    };
    expect(localize(content, 'fr')).toEqual({
      id: 'primary',
      count: 4,
      optional: undefined,
      title: 'Primaire',
      items: ['c', 'd'],
      cards: [{ id: 'x', text: 'Bonjour', levels: ['olevel', 'tvet'] }],
    });
    expect(localize(content, 'rw').cards[0]?.text).toBe('Muraho');
  });

  it('does not treat an object with extra keys, or only some languages, as localized', () => {
    expect(isLocalized({ en: 'a', fr: 'b' })).toBe(false);
    expect(isLocalized({ en: 'a', fr: 'b', rw: 'c', de: 'd' })).toBe(false);
    expect(isLocalized(['en', 'fr', 'rw'])).toBe(false);
    expect(isLocalized(null)).toBe(false);
    expect(isLocalized({ en: '', fr: '', rw: '' })).toBe(true);
  });

  it('leaves the original content untouched', () => {
    const content = { title: { en: 'A', fr: 'B', rw: 'C' } };
    localize(content, 'rw');
    expect(content.title.en).toBe('A');
  });

  it('property: every localized leaf becomes exactly the value for the chosen language', () => {
    const leaf = fc.record({ en: fc.string(), fr: fc.string(), rw: fc.string() });
    const tree = fc.letrec((tie) => ({
      node: fc.oneof(
        { depthSize: 'small' },
        leaf,
        fc.integer(),
        fc.array(tie('node'), { maxLength: 3 }),
        fc.dictionary(fc.constantFrom('a', 'b', 'c'), tie('node'), { maxKeys: 3 }),
      ),
    })).node;
    fc.assert(
      fc.property(tree, fc.constantFrom(...LANGS), (value, lang) => {
        const picked = localize(value, lang);
        // No { en, fr, rw } object survives, and the picked tree is stable under a second pass.
        expect(JSON.stringify(picked).includes('"en":')).toBe(false);
        expect(localize(picked, lang)).toEqual(picked);
      }),
    );
  });

  it('property: a list of localized values becomes the list of values in that language, in order', () => {
    const leaf = fc.record({ en: fc.string(), fr: fc.string(), rw: fc.string() });
    fc.assert(
      fc.property(fc.array(leaf), fc.constantFrom(...LANGS), (values, lang) => {
        expect(localize(values, lang)).toEqual(values.map((v) => v[lang]));
      }),
    );
  });
});
