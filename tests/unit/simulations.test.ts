import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { simulations } from '../../src/content/simulations';
import { simulationTexts } from '../../src/content/simulation-texts';
import { SIMULATION_SUBJECTS, type Simulation } from '../../src/content/schema';
import {
  DEFAULT_SUBJECT,
  INITIAL_VISIBLE,
  SUBJECTS,
  listWindow,
  readSimulationState,
  searchSimulations,
  simulationCategoryName,
  simulationDescription,
  simulationLanguage,
  simulationSrc,
  simulationsFor,
  writeSimulationState,
} from '../../src/lib/simulations';

const { fr: fr, rw: rw } = simulationTexts;

const byId = (id: string): Simulation => {
  const found = simulations.find((s) => s.id === id);
  if (!found) throw new Error(`no simulation ${id}`);
  return found;
};
const ids = (items: Simulation[]) => items.map((s) => s.id);
const params = (query: string) => new URLSearchParams(query);

describe('subjects', () => {
  it('offers the four subject tabs in the schema order, physics first', () => {
    expect([...SUBJECTS]).toEqual([...SIMULATION_SUBJECTS]);
    expect(DEFAULT_SUBJECT).toBe('physics');
  });

  it('lists a subject’s simulations in catalogue order', () => {
    const chemistry = simulationsFor(simulations, 'chemistry');
    expect(chemistry).toHaveLength(16);
    expect(chemistry[0]?.id).toBe('build-an-atom');
    expect(simulationsFor([], 'physics')).toEqual([]);
  });
});

describe('a learner searching the list', () => {
  const physics = simulationsFor(simulations, 'physics');
  const chemistry = simulationsFor(simulations, 'chemistry');

  it('finds a simulation by part of its name, in any case', () => {
    expect(ids(searchSimulations(physics, 'PENDUL'))).toEqual(['pendulum-lab']);
  });

  it('finds simulations by category', () => {
    const found = ids(searchSimulations(chemistry, 'acid'));
    expect(found).toEqual(['acid-base-solutions', 'ph-scale']);
  });

  it('finds simulations by a word of the description in the learner’s language', () => {
    expect(ids(searchSimulations(physics, 'balançoire', fr))).toEqual(['balancing-act']);
    expect(ids(searchSimulations(physics, 'baluni', rw))).toEqual(['balloons-and-static-electricity']);
  });

  it('ignores accents both ways', () => {
    const withAccent = ids(searchSimulations(physics, 'électricité', fr));
    const without = ids(searchSimulations(physics, 'electricite', fr));
    expect(withAccent.length).toBeGreaterThan(0);
    expect(without).toEqual(withAccent);
  });

  it('finds by the translated category name', () => {
    const found = ids(searchSimulations(physics, 'amashanyarazi', rw));
    expect(found).toContain('ohms-law');
    expect(found).toContain('circuit-construction-kit-dc');
  });

  it('still finds English words when the interface is in French or Kinyarwanda (science is taught in English)', () => {
    expect(ids(searchSimulations(chemistry, 'acid', rw))).toEqual(['acid-base-solutions', 'ph-scale']);
    expect(ids(searchSimulations(physics, 'cannon', fr))).toEqual(['projectile-motion']);
  });

  it('does not search descriptions of a third language', () => {
    // "imbunda nini" (cannon) is only in the Kinyarwanda description.
    expect(searchSimulations(physics, 'imbunda nini', fr)).toEqual([]);
    expect(ids(searchSimulations(physics, 'imbunda nini', rw))).toEqual(['projectile-motion']);
  });

  it('returns nothing for text that appears nowhere, and everything for a blank search', () => {
    expect(searchSimulations(physics, 'zzzz-not-a-topic')).toEqual([]);
    expect(searchSimulations(physics, '   ')).toEqual(physics);
  });

  it('never throws and only ever returns items of the list, in order, whatever is typed', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), fc.constantFrom(undefined, fr, rw), (query, texts) => {
        const found = searchSimulations(physics, query, texts);
        const positions = found.map((s) => physics.indexOf(s));
        expect(positions.every((p) => p >= 0)).toBe(true);
        expect(positions).toEqual([...positions].sort((a, b) => a - b));
      }),
    );
  });

  it('finds every simulation by its own name', () => {
    for (const sim of simulations) {
      expect(ids(searchSimulations(simulations, sim.name, rw))).toContain(sim.id);
    }
  });
});

describe('descriptions and categories in the interface language', () => {
  const projectile = byId('projectile-motion');

  it('uses our translation when there is one, and the catalogue’s English otherwise', () => {
    expect(simulationDescription(projectile)).toBe(projectile.description);
    expect(simulationDescription(projectile, fr)).toMatch(/^Tirez des objets avec un canon/);
    expect(simulationCategoryName(projectile)).toBe('Mechanics');
    expect(simulationCategoryName(projectile, rw)).toBe('Ubukanishi');
  });

  it('falls back to English for an entry the texts do not cover', () => {
    const partial = { categories: fr.categories, descriptions: {} };
    expect(simulationDescription(projectile, partial)).toBe(projectile.description);
  });
});

describe('Show More', () => {
  it('shows 4 of the 33 physics simulations, with "Show More (29)"', () => {
    expect(listWindow(33, { expanded: false, searching: false })).toEqual({ visible: 4, remaining: 29, toggle: 'more' });
  });

  it('shows all 33 once expanded, with "Show Less"', () => {
    expect(listWindow(33, { expanded: true, searching: false })).toEqual({ visible: 33, remaining: 29, toggle: 'less' });
  });

  it('shows every match and no toggle while searching', () => {
    expect(listWindow(12, { expanded: false, searching: true })).toEqual({ visible: 12, remaining: 0, toggle: 'none' });
    expect(listWindow(12, { expanded: true, searching: true })).toEqual({ visible: 12, remaining: 0, toggle: 'none' });
  });

  it('has no toggle when there are 4 or fewer (biology has 5: "Show More (1)")', () => {
    expect(listWindow(4, { expanded: false, searching: false })).toEqual({ visible: 4, remaining: 0, toggle: 'none' });
    expect(listWindow(0, { expanded: true, searching: false })).toEqual({ visible: 0, remaining: 0, toggle: 'none' });
    expect(listWindow(5, { expanded: false, searching: false })).toEqual({ visible: 4, remaining: 1, toggle: 'more' });
  });

  it('treats a nonsense total as an empty list', () => {
    for (const total of [-3, Number.NaN, Number.POSITIVE_INFINITY]) {
      expect(listWindow(total, { expanded: false, searching: false })).toEqual({ visible: 0, remaining: 0, toggle: 'none' });
    }
  });

  it('always shows visible + hidden = total, and never more than 4 while collapsed', () => {
    fc.assert(
      fc.property(fc.nat(500), fc.boolean(), fc.boolean(), (total, expanded, searching) => {
        const w = listWindow(total, { expanded, searching });
        expect(w.visible).toBeLessThanOrEqual(total);
        if (w.toggle === 'more') expect(w.visible + w.remaining).toBe(total);
        if (w.toggle === 'more') expect(w.visible).toBe(INITIAL_VISIBLE);
        if (w.toggle !== 'more') expect(w.visible).toBe(total);
        if (searching) expect(w.toggle).toBe('none');
      }),
    );
  });
});

describe('the shareable URL', () => {
  it('restores ?subject=chemistry&sim=ph-scale&q=acid', () => {
    expect(readSimulationState(params('subject=chemistry&sim=ph-scale&q=acid'), simulations)).toEqual({
      subject: 'chemistry',
      sim: 'ph-scale',
      q: 'acid',
    });
  });

  it('opens physics with nothing selected when the URL says nothing', () => {
    expect(readSimulationState(params(''), simulations)).toEqual({ subject: 'physics', sim: undefined, q: '' });
  });

  it('ignores an unknown subject, an unknown simulation and a wrongly cased subject', () => {
    expect(readSimulationState(params('subject=history&sim=not-a-sim'), simulations)).toEqual({
      subject: 'physics',
      sim: undefined,
      q: '',
    });
    expect(readSimulationState(params('subject=Chemistry'), simulations).subject).toBe('physics');
  });

  it('takes the subject from the simulation when only ?sim= is given', () => {
    expect(readSimulationState(params('sim=neuron'), simulations)).toEqual({ subject: 'biology', sim: 'neuron', q: '' });
    expect(readSimulationState(params('subject=nonsense&sim=neuron'), simulations).subject).toBe('biology');
  });

  it('drops a simulation that belongs to another subject than the one named', () => {
    expect(readSimulationState(params('subject=chemistry&sim=projectile-motion'), simulations)).toEqual({
      subject: 'chemistry',
      sim: undefined,
      q: '',
    });
  });

  it('keeps the search text as typed, without control characters, at most 200 characters', () => {
    expect(readSimulationState(params('q=%20acide%20'), simulations).q).toBe(' acide ');
    expect(readSimulationState(params('q=a%00b%0Ac'), simulations).q).toBe('abc');
    expect(readSimulationState(params(`q=${'x'.repeat(500)}`), simulations).q).toHaveLength(200);
  });

  it('survives malformed percent-encoding and repeated keys', () => {
    expect(readSimulationState(params('q=%E0%A4%A&subject=math&subject=biology'), simulations).subject).toBe('math');
    expect(() => readSimulationState(params('sim=%%%&q=%'), simulations)).not.toThrow();
  });

  it('writes only what differs from the defaults and keeps other parameters', () => {
    expect(writeSimulationState(params('lng=fr'), { subject: 'physics', q: '' }).toString()).toBe('lng=fr');
    expect(writeSimulationState(params(''), { subject: 'chemistry', sim: 'ph-scale', q: 'acid' }).toString()).toBe('subject=chemistry&sim=ph-scale&q=acid');
    expect(writeSimulationState(params('q=old&sim=x&subject=math'), { subject: 'physics', q: '  ' }).toString()).toBe('');
  });

  it('reads back exactly what it wrote, for any valid state', () => {
    const state = fc.constantFrom(...SUBJECTS).chain((subject) =>
      fc.record({
        subject: fc.constant(subject),
        sim: fc.option(fc.constantFrom(...simulationsFor(simulations, subject).map((s) => s.id)), { nil: undefined }),
        // Printable text only: control characters are stripped on reading (tested above).
        q: fc.string({ maxLength: 40 }).filter((q) => q.trim() !== '' && [...q].every((c) => c >= ' ' && c !== '\u007F')),
      }),
    );
    fc.assert(
      fc.property(state, (s) => {
        const url = writeSimulationState(new URLSearchParams(), s).toString();
        expect(readSimulationState(new URLSearchParams(url), simulations)).toEqual(s);
      }),
    );
  });

  it('never throws on any query string, and always yields a valid subject and a simulation of it', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 80 }), (raw) => {
        const s = readSimulationState(new URLSearchParams(raw), simulations);
        expect(SUBJECTS).toContain(s.subject);
        if (s.sim) expect(byId(s.sim).subject).toBe(s.subject);
      }),
    );
  });
});

describe('the simulation’s language', () => {
  const projectile = byId('projectile-motion');
  const membrane = byId('membrane-transport');

  it('loads the plain _all.html URL in English', () => {
    expect(simulationSrc(projectile, 'en')).toBe('https://phet.colorado.edu/sims/html/projectile-motion/latest/projectile-motion_all.html');
    expect(simulationLanguage(projectile, 'en')).toBe('en');
  });

  it('adds ?locale=fr or ?locale=rw when the interface is in that language and PhET has it', () => {
    expect(simulationSrc(projectile, 'fr')).toBe('https://phet.colorado.edu/sims/html/projectile-motion/latest/projectile-motion_all.html?locale=fr');
    expect(simulationSrc(projectile, 'rw')).toBe('https://phet.colorado.edu/sims/html/projectile-motion/latest/projectile-motion_all.html?locale=rw');
    expect(simulationLanguage(projectile, 'rw')).toBe('rw');
  });

  it('falls back to English when PhET has no Kinyarwanda translation', () => {
    expect(simulationSrc(membrane, 'rw')).toBe(membrane.url);
    expect(simulationLanguage(membrane, 'rw')).toBe('en');
    expect(simulationSrc(membrane, 'fr')).toBe(`${membrane.url}?locale=fr`);
  });

  it('for every entry and language: a locale parameter only for a listed, non-English interface language', () => {
    for (const sim of simulations) {
      for (const lang of ['en', 'fr', 'rw'] as const) {
        const src = simulationSrc(sim, lang);
        expect(src.startsWith(sim.url)).toBe(true);
        const locale = new URL(src).searchParams.get('locale');
        if (lang !== 'en' && sim.locales.includes(lang)) expect(locale).toBe(lang);
        else expect(locale).toBeNull();
      }
    }
  });
});
