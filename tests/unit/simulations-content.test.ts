import { describe, expect, it } from 'vitest';
import { simulations } from '../../src/content/simulations';
import { categoryKey, simulationTexts } from '../../src/content/simulation-texts';
import english from '../../src/content/generated/text/simulations.en.json' with { type: 'json' };
import { SIMULATION_CATEGORIES, SIMULATION_SUBJECTS, simulationSchema, simulationTextsSchema } from '../../src/content/schema';
import { LANGS } from '../../src/lib/langs';

// The checks of ../shared/data/check-simulations.mjs (the catalogue's own validation), run on our copy in
// src/content/simulations.ts, so an edit that breaks a rule of simulations.SOURCES.md fails CI.
// Our French and Kinyarwanda texts (src/locales/<lang>/content/simulations.po) are checked against the catalogue too.

const EXPECTED_COUNTS = { physics: 33, chemistry: 16, biology: 5, math: 13 };
const REQUIRED_KEYS = ['id', 'subject', 'name', 'category', 'description', 'locales', 'url'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const words = (text: string) => text.trim().split(/\s+/).length;
const translations = simulationTexts;

describe('simulation catalogue: structure (check-simulations.mjs)', () => {
  it('parses every entry with the schema', () => {
    const failures = simulations
      .map((entry, index) => ({ index, id: entry.id, error: simulationSchema.safeParse(entry).error?.message }))
      .filter((f) => f.error);
    expect(failures).toEqual([]);
  });

  it('has exactly the required keys on every entry, no extras', () => {
    for (const entry of simulations) expect(Object.keys(entry).sort(), entry.id).toEqual([...REQUIRED_KEYS].sort());
  });

  it('has non-empty, trimmed strings for id, subject, name, category, description and url', () => {
    for (const entry of simulations) {
      for (const value of [entry.id, entry.subject, entry.name, entry.category, entry.description, entry.url]) {
        expect(value.trim(), entry.id).not.toBe('');
        expect(value, entry.id).toBe(value.trim());
      }
    }
  });

  it('uses unique, lower-case kebab-case ids', () => {
    for (const entry of simulations) expect(entry.id).toMatch(SLUG);
    expect(new Set(simulations.map((s) => s.id)).size).toBe(simulations.length);
  });

  it('has 67 entries: 33 physics, 16 chemistry, 5 biology, 13 math', () => {
    expect(simulations).toHaveLength(67);
    const counts = Object.fromEntries(SIMULATION_SUBJECTS.map((s) => [s, simulations.filter((e) => e.subject === s).length]));
    expect(counts).toEqual(EXPECTED_COUNTS);
  });

  it('keeps each subject together, in the subject order of the tabs', () => {
    const order = simulations.map((s) => SIMULATION_SUBJECTS.indexOf(s.subject));
    expect(order).toEqual([...order].sort((a, b) => a - b));
  });

  it('gives every description one sentence of at most 25 words', () => {
    for (const { id, description } of simulations) {
      expect(words(description), id).toBeLessThanOrEqual(25);
      expect(description, id).toMatch(/[.!?]$/);
      expect(description, id).not.toMatch(/[.!?]\s+\S/);
    }
  });

  it('points every url at the all-locales PhET build of its own id', () => {
    for (const { id, url } of simulations) {
      expect(url).toBe(`https://phet.colorado.edu/sims/html/${id}/latest/${id}_all.html`);
    }
  });
});

describe('simulation catalogue: locales', () => {
  it('always lists English, never a duplicate, only our languages', () => {
    for (const { id, locales } of simulations) {
      expect(locales.length, id).toBeGreaterThan(0);
      expect(locales, id).toContain('en');
      expect(new Set(locales).size, id).toBe(locales.length);
      for (const locale of locales) expect(LANGS, id).toContain(locale);
    }
  });

  it('has French for all 67 and Kinyarwanda for 65 (as simulations.SOURCES.md records)', () => {
    const count = (lang: string) => simulations.filter((s) => (s.locales as string[]).includes(lang)).length;
    expect({ en: count('en'), fr: count('fr'), rw: count('rw') }).toEqual({ en: 67, fr: 67, rw: 65 });
    const withoutRw = simulations.filter((s) => !s.locales.includes('rw')).map((s) => s.id);
    expect(withoutRw.sort()).toEqual(['faradays-electromagnetic-lab', 'membrane-transport']);
  });
});

describe('categories', () => {
  it('uses only known categories, and every known category at least once', () => {
    const used = new Set(simulations.map((s) => s.category));
    expect([...used].sort()).toEqual([...SIMULATION_CATEGORIES].sort());
  });
});

for (const [lang, texts] of Object.entries(translations)) {
  describe(`our ${lang} texts`, () => {
    it('parse with their schema', () => {
      expect(simulationTextsSchema.safeParse(texts).error).toBeUndefined();
    });

    it('describe exactly the simulations of the catalogue, in one sentence of at most 35 words each', () => {
      expect(Object.keys(texts.descriptions).sort()).toEqual(simulations.map((s) => s.id).sort());
      for (const [id, text] of Object.entries(texts.descriptions)) {
        expect(text, id).toMatch(/[.!?]$/);
        expect(text, id).not.toMatch(/[.!?]\s+\S/);
        expect(words(text), id).toBeLessThanOrEqual(35);
      }
    });

    it('are translations: no description is the English one, and no two are the same', () => {
      for (const sim of simulations) expect(texts.descriptions[sim.id], sim.id).not.toBe(sim.description);
      const all = Object.values(texts.descriptions);
      expect(new Set(all).size).toBe(all.length);
    });

    it('name every category', () => {
      expect(Object.keys(texts.categories).sort()).toEqual([...SIMULATION_CATEGORIES].sort());
      for (const name of Object.values(texts.categories)) expect(name.trim()).not.toBe('');
    });
  });
}

it('translates category names: Kinyarwanda differs from English everywhere, French only shares "Fractions" and "Solutions"', () => {
  const rwSame = SIMULATION_CATEGORIES.filter((c) => simulationTexts.rw.categories[c] === c);
  expect(rwSame).toEqual([]);
  const frSame = SIMULATION_CATEGORIES.filter((c) => simulationTexts.fr.categories[c] === c);
  expect([...frSame].sort()).toEqual(['Fractions', 'Solutions']);
});

it('translates from the catalogue’s own English: the template’s source text is each simulation’s description and each category’s name', () => {
  const source = english as Record<string, Record<string, string>>;
  expect(Object.keys(source).sort()).toEqual(['categories', ...simulations.map((s) => s.id)].sort());
  for (const sim of simulations)
    expect(source[sim.id], `${sim.id}: change src/locales/en/content/simulations.pot with the catalogue, then npm run i18n:sync`).toEqual({
      description: sim.description,
    });
  expect(source.categories).toEqual(Object.fromEntries(SIMULATION_CATEGORIES.map((c) => [categoryKey(c), c])));
});
