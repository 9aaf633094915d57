import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { LANGS } from '../../src/lib/langs';
import {
  atomicRadiusFact,
  boilingPointFact,
  densityFact,
  discovery,
  electronegativityFact,
  formatAtomicMass,
  formatAtomicMassWithUnit,
  formatIsotopes,
  formatMeasured,
  formatShells,
  hasNoStableIsotope,
  ionizationEnergyFact,
  meltingPointFact,
  parseConfiguration,
  physicalProperties,
} from '../../src/lib/element-format';

const el = (symbol: string) => {
  const found = elements.find((e) => e.symbol === symbol);
  if (!found) throw new Error(`no element ${symbol}`);
  return found;
};
const NBSP = '\u00a0';

describe('atomic mass as displayed', () => {
  it('shows the data string unchanged in English: gold 196.97, tin 118.71, neon keeps its zero', () => {
    expect(formatAtomicMass(el('Au').atomicMass, 'en')).toBe('196.97');
    expect(formatAtomicMass(el('Sn').atomicMass, 'en')).toBe('118.71');
    expect(formatAtomicMass(el('Ne').atomicMass, 'en')).toBe('20.180');
  });

  it('uses the decimal comma in French and Kinyarwanda, keeping every digit', () => {
    expect(formatAtomicMass('196.97', 'fr')).toBe('196,97');
    expect(formatAtomicMass('20.180', 'rw')).toBe('20,180');
  });

  it('keeps bracketed mass numbers for elements without a stable isotope: (209), (145), (97)', () => {
    for (const lang of LANGS) {
      expect(formatAtomicMass(el('Po').atomicMass, lang)).toBe('(209)');
      expect(formatAtomicMass(el('Pm').atomicMass, lang)).toBe('(145)');
      expect(formatAtomicMass(el('Tc').atomicMass, lang)).toBe('(97)');
    }
    expect(hasNoStableIsotope('(209)')).toBe(true);
    expect(hasNoStableIsotope('196.97')).toBe(false);
  });

  it('adds the unit u with a non-breaking space in the details', () => {
    expect(formatAtomicMassWithUnit('196.97', 'en')).toBe(`196.97${NBSP}u`);
    expect(formatAtomicMassWithUnit('(294)', 'fr')).toBe(`(294)${NBSP}u`);
  });
});

describe('measured values keep the digits of the data', () => {
  it('neither rounds nor pads', () => {
    expect(formatMeasured(13.598, 'en')).toBe('13.598');
    expect(formatMeasured(5.38, 'en')).toBe('5.38');
    expect(formatMeasured(0.00008988, 'en')).toBe('0.00008988');
    expect(formatMeasured(19.3, 'en')).toBe('19.3');
  });

  it('follows each language: -259.16 / 3,825 (en), 3 825 (fr), 3.825 and -259,16 (rw)', () => {
    expect(formatMeasured(-259.16, 'en')).toBe('-259.16');
    expect(formatMeasured(3825, 'en')).toBe('3,825');
    expect(formatMeasured(3825, 'fr').replace(/\s/g, ' ')).toBe('3 825');
    expect(formatMeasured(3825, 'rw')).toBe('3.825');
    expect(formatMeasured(-259.16, 'rw')).toBe('-259,16');
    expect(formatMeasured(0.00008988, 'rw')).toBe('0,00008988');
  });

  it('round-trips every number in the data exactly (English, grouping removed)', () => {
    for (const e of elements) {
      for (const value of [e.electronegativity, e.atomicRadius, e.ionizationEnergy, e.meltingPoint, e.boilingPoint, e.density]) {
        if (value === null) continue;
        expect(Number(formatMeasured(value, 'en').replace(/,/g, '')), `${e.symbol}: ${value}`).toBe(value);
      }
    }
  });
});

describe('physical properties: units and N/A', () => {
  it('gives gold its values with units', () => {
    const au = el('Au');
    expect(electronegativityFact(au, 'en')).toEqual({ kind: 'value', text: '2.54' });
    expect(atomicRadiusFact(au, 'en')).toEqual({ kind: 'value', text: `135${NBSP}pm` });
    expect(ionizationEnergyFact(au, 'en')).toEqual({ kind: 'value', text: `9.226${NBSP}eV` });
    expect(meltingPointFact(au, 'en')).toEqual({ kind: 'value', text: `1,064.18${NBSP}°C` });
    expect(boilingPointFact(au, 'en')).toEqual({ kind: 'value', text: `2,836${NBSP}°C` });
    expect(densityFact(au, 'en')).toEqual({ kind: 'value', text: `19.3${NBSP}g/cm³` });
  });

  it('says N/A where the data has no value: noble-gas electronegativity, oganesson everywhere', () => {
    expect(electronegativityFact(el('He'), 'en')).toEqual({ kind: 'na' });
    for (const { fact } of physicalProperties(el('Og'), 'en')) expect(fact).toEqual({ kind: 'na' });
  });

  it("says that carbon and arsenic sublime instead of melting, at the data's temperature", () => {
    expect(meltingPointFact(el('C'), 'en')).toEqual({ kind: 'note', note: 'sublimes', text: `3,825${NBSP}°C` });
    expect(boilingPointFact(el('C'), 'en')).toEqual({ kind: 'note', note: 'sublimationPoint', text: `3,825${NBSP}°C` });
    expect(meltingPointFact(el('As'), 'en')).toEqual({ kind: 'note', note: 'sublimes', text: `616${NBSP}°C` });
    expect(boilingPointFact(el('As'), 'en')).toEqual({ kind: 'note', note: 'sublimationPoint', text: `616${NBSP}°C` });
  });

  it('says that helium never freezes at normal pressure rather than N/A', () => {
    expect(meltingPointFact(el('He'), 'en')).toEqual({ kind: 'note', note: 'neverSolid' });
    expect(boilingPointFact(el('He'), 'en')).toEqual({ kind: 'value', text: `-268.928${NBSP}°C` });
  });

  it('marks gas densities as measured at 0 °C, in g/cm³', () => {
    expect(densityFact(el('H'), 'en')).toEqual({ kind: 'note', note: 'gasDensity', text: `0.00008988${NBSP}g/cm³` });
    expect(densityFact(el('Fe'), 'en')).toEqual({ kind: 'value', text: `7.87${NBSP}g/cm³` });
  });

  it('shows N/A exactly where the data is null, apart from the documented notes (He, C, As melting)', () => {
    for (const e of elements) {
      const facts = physicalProperties(e, 'en');
      expect(facts.map((f) => f.property)).toEqual(['electronegativity', 'atomicRadius', 'ionizationEnergy', 'meltingPoint', 'boilingPoint', 'density']);
      for (const { property, fact } of facts) {
        const isNull = e[property] === null;
        const documented = property === 'meltingPoint' && ['He', 'C', 'As'].includes(e.symbol);
        expect(fact.kind === 'na', `${e.symbol}.${property}`).toBe(isNull && !documented);
      }
    }
  });

  it('never produces an empty text, in any language', () => {
    fc.assert(
      fc.property(fc.constantFrom(...elements), fc.constantFrom(...LANGS), (e, lang) => {
        for (const { fact } of physicalProperties(e, lang)) {
          if (fact.kind === 'value') expect(fact.text.trim()).not.toBe('');
          if (fact.kind === 'note' && fact.text !== undefined) expect(fact.text.trim()).not.toBe('');
        }
      }),
    );
  });
});

describe('lists, configuration and discovery', () => {
  it("lists gold's electrons per shell as 2, 8, 18, 32, 18, 1", () => {
    expect(formatShells(el('Au').shells)).toBe('2, 8, 18, 32, 18, 1');
  });

  it('separates isotopes with commas', () => {
    expect(formatIsotopes(el('H').isotopes)).toBe('H-1, H-2, H-3');
    expect(formatIsotopes(el('Og').isotopes)).toBe('Og-294');
  });

  it('splits an electron configuration into a core and subshells with electron counts', () => {
    expect(parseConfiguration('[Xe] 4f14 5d6 6s2')).toEqual([
      { kind: 'core', symbol: 'Xe' },
      { kind: 'subshell', label: '4f', electrons: 14 },
      { kind: 'subshell', label: '5d', electrons: 6 },
      { kind: 'subshell', label: '6s', electrons: 2 },
    ]);
    expect(parseConfiguration('1s1')).toEqual([{ kind: 'subshell', label: '1s', electrons: 1 }]);
  });

  it('parses every configuration in the data, and returns odd text as plain text instead of throwing', () => {
    for (const e of elements)
      expect(
        parseConfiguration(e.electronConfiguration).every((p) => p.kind !== 'text'),
        e.symbol,
      ).toBe(true);
    expect(parseConfiguration('[Xe] 4f??')).toEqual([{ kind: 'text', text: '[Xe] 4f??' }]);
  });

  it('says "known since antiquity" for gold and names Cavendish and 1766 for hydrogen', () => {
    expect(discovery(el('Au'))).toEqual({ ancient: true });
    expect(discovery(el('H'))).toEqual({ ancient: false, by: 'Henry Cavendish', year: 1766 });
  });
});
