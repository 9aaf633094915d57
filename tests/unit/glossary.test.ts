import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { glossarySchema, type Glossary } from '../../src/content/schema';
import { foreignQuotes, retiredIn, wholeWord, type Retired } from '../../src/lib/glossary';
import { glossaryMarkdown } from '../../scripts/operator/lib/glossary-doc';
import { shown, type ShownLang as Lang } from './support/shown-strings';

// The glossaries (src/content/glossary/<lang>.json): one term per concept, and the variants it retires.
const glossaryFiles = import.meta.glob<Glossary>('../../src/content/glossary/*.json', { eager: true, import: 'default' });
const glossaries = Object.entries(glossaryFiles).map(([file, data]) => ({ file, glossary: glossarySchema.parse(data) }));

function retiredWords(glossary: Glossary): Retired[] {
  return glossary.terms.flatMap((entry) => entry.retired.map((word) => ({ word, term: entry.term, allow: entry.allow })));
}

describe('the glossary matcher', () => {
  it('matches a retired word whole, never inside a longer word', () => {
    expect('Amapaji: ibitabo'.match(wholeWord('paji'))).toBeNull();
    expect('buri paji ifunguka'.match(wholeWord('paji'))).toEqual(['paji']);
    expect('Paji yatinze'.match(wholeWord('paji'))).toEqual(['Paji']);
    expect('ipaji'.match(wholeWord('paji'))).toBeNull();
  });

  it('takes an apostrophe, straight or curly, and a hyphen as the end of a word', () => {
    expect("inzira n'amapaji".match(wholeWord('amapaji'))).toEqual(['amapaji']);
    expect('hagati y’amapaji'.match(wholeWord('amapaji'))).toEqual(['amapaji']);
    expect('e-simulation'.match(wholeWord('simulation'))).toEqual(['simulation']);
    expect('simulations'.match(wholeWord('simulation'))).toBeNull();
  });

  it('reads letters beyond ASCII as part of a word', () => {
    expect('téléchargé'.match(wholeWord('télécharge'))).toBeNull();
    expect('Télécharger'.match(wholeWord('télécharger'))).toEqual(['Télécharger']);
  });

  it('finds phrases, leaves names marked in another language and allowed phrases alone', () => {
    const retired: Retired[] = [
      { word: 'Biraje vuba', term: 'Biraza vuba' },
      { word: 'simulation', term: 'igerageza', allow: ['PhET simulation'] },
    ];
    expect(retiredIn('Ubuhanzi: biraje vuba.', retired)).toEqual([{ word: 'Biraje vuba', term: 'Biraza vuba', found: 'biraje vuba' }]);
    expect(retiredIn('Reba [[en:Circuit simulation]] na PhET simulation', retired)).toEqual([]);
    expect(retiredIn('Reba simulation', retired)).toHaveLength(1);
    // An allowed phrase whose words are marked in another language is still allowed.
    const pull: Retired[] = [{ word: 'gukurura', term: 'gukuramo', allow: ['gukurura images'] }];
    expect(retiredIn('Ushobora gukurura [[en:images]] zawe', pull)).toEqual([]);
    expect(retiredIn('Ushobora gukurura amafoto', pull)).toHaveLength(1);
  });

  it('finds the quotation marks a language does not use', () => {
    expect(foreignQuotes('Ijambo “Ubumenyi” risobanura', ['“', '”'])).toEqual([]);
    expect(foreignQuotes('Ijambo « Ubumenyi » na "ibi"', ['“', '”'])).toEqual(['«', '»', '"', '"']);
  });
});

describe('the glossaries', () => {
  it('has one glossary per language beside English, each valid', () => {
    expect(glossaries.map(({ glossary }) => glossary.lang).sort()).toEqual(['fr', 'rw']);
    for (const { file, glossary } of glossaries) expect(file).toMatch(new RegExp(`/${glossary.lang}\\.json$`));
  });

  for (const { glossary } of glossaries) {
    const lower = (text: string) => text.toLocaleLowerCase(glossary.lang);

    it(`${glossary.lang}: names each concept once`, () => {
      const concepts = glossary.terms.map((entry) => entry.concept);
      expect(concepts.filter((concept, i) => concepts.indexOf(concept) !== i)).toEqual([]);
    });

    it(`${glossary.lang}: never retires a word another entry (or the same) uses as its term or one of its forms`, () => {
      const used = new Map(glossary.terms.flatMap((entry) => [entry.term, ...entry.forms].map((word) => [lower(word), entry.concept] as const)));
      const clashes = glossary.terms.flatMap((entry) =>
        entry.retired.filter((word) => used.has(lower(word))).map((word) => `${entry.concept} retires "${word}", the word for ${used.get(lower(word))}`),
      );
      expect(clashes).toEqual([]);
    });

    it(`${glossary.lang}: gives two concepts two different words`, () => {
      const owner = new Map<string, string>();
      const shared: string[] = [];
      for (const entry of glossary.terms) {
        for (const word of new Set([entry.term, ...entry.forms].map(lower))) {
          const other = owner.get(word);
          if (other && other !== entry.concept) shared.push(`"${word}" names both ${other} and ${entry.concept}`);
          owner.set(word, entry.concept);
        }
      }
      expect(shared).toEqual([]);
    });

    it(`${glossary.lang}: no user-visible string, content included, uses a retired variant`, () => {
      const retired = retiredWords(glossary);
      const strings = shown[glossary.lang as Lang];
      expect(strings.length).toBeGreaterThan(1000);
      const found = strings.flatMap(({ where, text }) =>
        retiredIn(text, retired).map((hit) => `${where}: "${hit.found}" (use ${hit.term}) in: ${text.length > 140 ? `${text.slice(0, 140)}…` : text}`),
      );
      expect(found, `Retired variants still shown (src/content/glossary/${glossary.lang}.json):\n${found.join('\n')}`).toEqual([]);
    });

    const own = glossary.quotes;
    if (own)
      it(`${glossary.lang}: quotes with ${own.join('…')} only`, () => {
        const found = shown[glossary.lang as Lang].flatMap(({ where, text }) =>
          foreignQuotes(text, own).length ? [`${where}: ${[...new Set(foreignQuotes(text, own))].join(' ')} in: ${text.slice(0, 140)}`] : [],
        );
        expect(found, `Use ${own.join('…')} (src/content/glossary/${glossary.lang}.json, "quotes"):\n${found.join('\n')}`).toEqual([]);
      });
  }

  it('reads every kind of content: strings, levels, roadmap plans, posts, elements, simulations, books', () => {
    const where = (part: string) => shown.rw.some((s) => s.where.includes(part));
    for (const part of [
      'src/i18n/strings/common.ts',
      'src/i18n/strings/library.ts',
      'src/content/levels/primary.ts',
      'src/content/roadmap-plans/react.ts',
      'src/content/generated/text/posts/',
      'src/content/generated/text/elements.rw.json',
      'src/content/element-names.ts',
      'src/content/generated/text/simulations.rw.json',
      'src/content/generated/text/books.rw.json',
      'src/content/home-tabs.ts',
      'src/content/stem/science.ts',
      'src/content/terms.ts',
      'src/content/about.ts',
    ]) {
      expect(where(part), part).toBe(true);
    }
    expect(shown.rw.some((s) => s.where.includes('search-vocabulary'))).toBe(false);
  });

  it('docs/glossary.md is up to date (regenerate it: npx tsx scripts/operator/glossary-doc.ts)', () => {
    const committed = readFileSync(new URL('../../docs/glossary.md', import.meta.url), 'utf8');
    expect(committed, 'docs/glossary.md is out of date: run npx tsx scripts/operator/glossary-doc.ts').toBe(
      glossaryMarkdown(glossaries.map(({ glossary }) => glossary)),
    );
  });
});
