import { describe, expect, it } from 'vitest';
import { simulationCategories, simulations } from '../../src/content/simulations';
import {
  SIMULATION_CATEGORIES,
  SIMULATION_SUBJECTS,
  simulationCategoriesSchema,
  simulationSchema,
  type Simulation,
} from '../../src/content/schema';
import { LANGS } from '../../src/i18n/langs';

// The checks of ../shared/data/check-simulations.mjs (the catalogue's own validation), run on our copy in
// src/content/simulations.ts, so an edit that breaks a rule of simulations.SOURCES.md fails CI.
// Our copy adds French and Kinyarwanda descriptions; the English one is the source data's.

const EXPECTED_COUNTS = { physics: 33, chemistry: 16, biology: 5, math: 13 };
const REQUIRED_KEYS = ['id', 'subject', 'name', 'category', 'description', 'locales', 'url'];
const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const words = (text: string) => text.trim().split(/\s+/).length;

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

  it('has non-empty, trimmed strings for id, subject, name, category and url', () => {
    for (const entry of simulations) {
      for (const value of [entry.id, entry.subject, entry.name, entry.category, entry.url]) {
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

  it('points every url at the all-locales PhET build of its own id', () => {
    for (const { id, url } of simulations) {
      expect(url).toBe(`https://phet.colorado.edu/sims/html/${id}/latest/${id}_all.html`);
    }
  });
});

describe('simulation catalogue: descriptions', () => {
  it('gives every English description one sentence of at most 25 words', () => {
    for (const { id, description } of simulations) {
      expect(words(description.en), id).toBeLessThanOrEqual(25);
      expect(description.en, id).toMatch(/[.!?]$/);
      expect(description.en, id).not.toMatch(/[.!?]\s+\S/);
    }
  });

  it('translates every description into French and Kinyarwanda as one sentence', () => {
    for (const { id, description } of simulations) {
      for (const lang of ['fr', 'rw'] as const) {
        const text = description[lang];
        expect(text, `${id} ${lang}`).toMatch(/[.!?]$/);
        expect(text, `${id} ${lang}`).not.toMatch(/[.!?]\s+\S/);
        expect(words(text), `${id} ${lang}`).toBeLessThanOrEqual(35);
        expect(text, `${id} ${lang}`).not.toBe(description.en);
      }
    }
  });

  it('writes a different description for every simulation in each language', () => {
    for (const lang of LANGS) {
      const texts = simulations.map((s) => s.description[lang]);
      expect(new Set(texts).size, lang).toBe(texts.length);
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

describe('simulation categories', () => {
  it('parses with its schema and names every category in en, fr and rw', () => {
    expect(simulationCategoriesSchema.safeParse(simulationCategories).error).toBeUndefined();
    expect(Object.keys(simulationCategories).sort()).toEqual([...SIMULATION_CATEGORIES].sort());
  });

  it('keeps the English label equal to the catalogue value', () => {
    for (const [key, label] of Object.entries(simulationCategories)) expect(label.en).toBe(key);
  });

  it('uses every category at least once', () => {
    const used = new Set(simulations.map((s: Simulation) => s.category));
    expect([...used].sort()).toEqual([...SIMULATION_CATEGORIES].sort());
  });

  it('translates every category label (French or Kinyarwanda differs from English where the words differ)', () => {
    const rwSame = Object.values(simulationCategories).filter((l) => l.rw === l.en);
    expect(rwSame).toEqual([]);
    // French shares a few words with English ("Fractions", "Solutions"): allowed, but not most of them.
    const frSame = Object.values(simulationCategories).filter((l) => l.fr === l.en).map((l) => l.en);
    expect(frSame.sort()).toEqual(['Fractions', 'Solutions']);
  });
});
