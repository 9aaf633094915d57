import { describe, expect, it } from 'vitest';
import { elementTextsSchema, type ElementText } from '../../src/content/schema';
import { elements } from '../../src/content/elements';
import { elementTexts } from '../../src/content/element-texts';
import { elementNameLangs, elementNames } from '../../src/content/element-names';

const texts: Record<'en' | 'fr' | 'rw', Record<number, ElementText>> = elementTexts;
const { en, fr, rw } = texts;
const numbers = Array.from({ length: 118 }, (_, i) => i + 1);

/** The text for element n; fails the test (rather than returning undefined) when it is missing. */
function at(record: Record<number, ElementText>, n: number): ElementText {
  const text = record[n];
  if (!text) throw new Error(`no text for element ${n}`);
  return text;
}

/** Rough sentence count: sentence-ending punctuation followed by a space or the end of the text. */
function countSentences(text: string): number {
  return text.match(/[.!?](?=\s|$)/g)?.length ?? 0;
}

describe.each(Object.entries(texts))('element texts (%s)', (lang, record) => {
  it('parses with the schema', () => {
    expect(() => elementTextsSchema.parse(record)).not.toThrow();
  });

  it('has exactly the atomic numbers 1 to 118 as keys', () => {
    expect(
      Object.keys(record)
        .map(Number)
        .sort((a, b) => a - b),
    ).toEqual(numbers);
  });

  it.each(numbers)(`element %i has a name, a 2-3 sentence description and 2-4 uses (${lang})`, (n) => {
    const text = at(record, n);
    expect(text.name.trim()).not.toBe('');
    expect(text.name.charAt(0), 'names start with a capital letter').toBe(text.name.charAt(0).toLocaleUpperCase(lang));
    const sentences = countSentences(text.description);
    expect(sentences, text.description).toBeGreaterThanOrEqual(2);
    expect(sentences, text.description).toBeLessThanOrEqual(3);
    expect(text.description.trim()).toMatch(/[.!?]$/);
    expect(text.uses.length).toBeGreaterThanOrEqual(2);
    expect(text.uses.length).toBeLessThanOrEqual(4);
    for (const use of text.uses) expect(use.trim()).not.toBe('');
    expect(new Set(text.uses).size, 'no repeated use').toBe(text.uses.length);
  });

  it('gives every element its own name and description', () => {
    expect(new Set(numbers.map((n) => at(record, n).name.toLocaleLowerCase(lang))).size).toBe(118);
    expect(new Set(numbers.map((n) => at(record, n).description)).size).toBe(118);
  });
});

describe('element names', () => {
  it('are the IUPAC English names of the element data in English', () => {
    for (const element of elements) expect(at(en, element.number).name, `element ${element.number}`).toBe(element.name);
  });

  it('are localised in French where French differs (Or, Fer, Azote, Hydrogène)', () => {
    expect([79, 26, 7, 1].map((n) => at(fr, n).name)).toEqual(['Or', 'Fer', 'Azote', 'Hydrogène']);
  });

  it('use the Kinyarwanda names where they exist (Zahabu, Ifeza, Umuringa, Ubutare, Hidorojeni)', () => {
    expect([79, 47, 29, 26, 1].map((n) => at(rw, n).name)).toEqual(['Zahabu', 'Ifeza', 'Umuringa', 'Ubutare', 'Hidorojeni']);
  });
});

describe('the names the tiles are rendered with', () => {
  it('are the names of the texts, in French and Kinyarwanda, for all 118 elements in order', () => {
    for (const lang of ['fr', 'rw'] as const) {
      expect(elementNames[lang]).toEqual(numbers.map((n) => at(texts[lang], n).name));
    }
  });

  it('carry the language of the names that are not in the page’s language (Tin, Lead and Azote on a Kinyarwanda page)', () => {
    for (const lang of ['fr', 'rw'] as const) {
      const marked = Object.fromEntries(numbers.flatMap((n) => (at(texts[lang], n).nameLang ? [[n, at(texts[lang], n).nameLang]] : [])));
      expect(elementNameLangs[lang]).toEqual(marked);
    }
    expect([50, 82, 80, 14, 7].map((n) => elementNameLangs.rw[n])).toEqual(['en', 'en', 'en', 'en', 'fr']);
    // The international forms are Kinyarwanda too: not marked.
    expect([2, 10, 22, 30].map((n) => elementNameLangs.rw[n])).toEqual([undefined, undefined, undefined, undefined]);
  });
});

describe('superheavy elements', () => {
  // From rutherfordium on, every element has been made only a few atoms at a time.
  const superheavy = numbers.filter((n) => n >= 104);
  const honesty: Record<keyof typeof texts, RegExp> = {
    en: /no everyday use/i,
    fr: /aucun usage courant/i,
    rw: /nta kamaro ifite mu buzima bwa buri munsi/i,
  };
  const research: Record<keyof typeof texts, string> = {
    en: 'Scientific research only',
    fr: 'Recherche scientifique uniquement',
    rw: 'Ubushakashatsi bwa siyansi gusa',
  };

  it.each(Object.keys(texts) as (keyof typeof texts)[])('say honestly they have no everyday use (%s)', (lang) => {
    for (const n of superheavy) {
      expect(at(texts[lang], n).description, `element ${n}`).toMatch(honesty[lang]);
      expect(at(texts[lang], n).uses, `element ${n}`).toContain(research[lang]);
    }
  });
});
