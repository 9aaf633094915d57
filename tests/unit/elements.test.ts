import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { elementSources } from '../../src/content/element-sources';
import { chemicalElementsSchema, elementSourceSchema, type ChemicalElement } from '../../src/content/schema';
import { ELEMENT_CATEGORIES } from '../../src/lib/element-categories';

// The assertions of ../shared/data/check-elements.mjs (the data's own validation), run on our copy
// in src/content/elements.ts, so an edit that breaks a rule of elements.SOURCES.md fails CI.

const KEYS = [
  'number',
  'symbol',
  'name',
  'atomicMass',
  'shells',
  'category',
  'column',
  'row',
  'electronConfiguration',
  'electronegativity',
  'atomicRadius',
  'ionizationEnergy',
  'meltingPoint',
  'boilingPoint',
  'density',
  'discoveredBy',
  'discoveryYear',
  'ancient',
  'isotopes',
  'phase',
  'block',
];
const isLan = (z: number) => z >= 57 && z <= 71;
const isAct = (z: number) => z >= 89 && z <= 103;
const bySymbol = (symbol: string): ChemicalElement => {
  const found = elements.find((e) => e.symbol === symbol);
  if (!found) throw new Error(`no element ${symbol}`);
  return found;
};

/** The standard 18-column layout, computed independently of the data. */
function standardPosition(z: number): { row: number; column: number } {
  if (isLan(z)) return { row: 9, column: z - 57 + 4 };
  if (isAct(z)) return { row: 10, column: z - 89 + 4 };
  if (z === 1) return { row: 1, column: 1 };
  if (z === 2) return { row: 1, column: 18 };
  const periodStart: [number, number][] = [
    [3, 2],
    [11, 3],
    [19, 4],
    [37, 5],
    [55, 6],
    [87, 7],
  ];
  let row = 0;
  let first = 0;
  for (const [s, p] of periodStart)
    if (z >= s) {
      row = p;
      first = s;
    }
  const i = z - first;
  if (row <= 3) return { row, column: i < 2 ? i + 1 : i + 11 };
  if (row <= 5) return { row, column: i + 1 };
  // Periods 6 and 7: two s-block elements, then 15 f-row elements, then groups 4..18.
  return { row, column: i < 2 ? i + 1 : i - 17 + 4 };
}

describe('element data: structure', () => {
  it('parses with the schema: 118 entries, every field typed', () => {
    expect(chemicalElementsSchema.safeParse(elements).error).toBeUndefined();
  });

  it('lists atomic numbers 1..118 in order', () => {
    expect(elements.map((e) => e.number)).toEqual(Array.from({ length: 118 }, (_, i) => i + 1));
  });

  it('gives every entry exactly the expected keys, in order', () => {
    for (const e of elements) expect(Object.keys(e), `keys of ${e.number}`).toEqual(KEYS);
  });

  it('has unique symbols and unique names', () => {
    expect(new Set(elements.map((e) => e.symbol)).size).toBe(118);
    expect(new Set(elements.map((e) => e.name)).size).toBe(118);
  });

  it('has symbols that look like element symbols', () => {
    for (const e of elements) expect(e.symbol).toMatch(/^[A-Z][a-z]?$/);
  });
});

describe('element data: shells and electron configuration', () => {
  it('has as many electrons in the shells as the atomic number, no shell over capacity', () => {
    for (const e of elements) {
      expect(
        e.shells.every((n) => Number.isInteger(n) && n >= 0),
        `shells of ${e.symbol}`,
      ).toBe(true);
      expect(
        e.shells.reduce((a, b) => a + b, 0),
        `sum(shells) of ${e.symbol}`,
      ).toBe(e.number);
      e.shells.forEach((n, i) => expect(n, `shell ${i + 1} of ${e.symbol}`).toBeLessThanOrEqual(2 * (i + 1) ** 2));
    }
  });

  const CORE: Record<string, number> = { He: 2, Ne: 10, Ar: 18, Kr: 36, Xe: 54, Rn: 86 };
  const CORE_SHELLS: Record<string, number[]> = {
    He: [2],
    Ne: [2, 8],
    Ar: [2, 8, 8],
    Kr: [2, 8, 18, 8],
    Xe: [2, 8, 18, 18, 8],
    Rn: [2, 8, 18, 32, 18, 8],
  };
  const CAP: Record<string, number> = { s: 2, p: 6, d: 10, f: 14 };

  it('writes a well-formed configuration that expands to the atomic number and to the shells', () => {
    for (const e of elements) {
      const m = e.electronConfiguration.match(/^(?:\[(He|Ne|Ar|Kr|Xe|Rn)\] )?((?:\d[spdf]\d+)(?: \d[spdf]\d+)*)$/);
      expect(m, `configuration of ${e.symbol}: ${e.electronConfiguration}`).not.toBeNull();
      const core = m![1];
      const shells = core ? [...CORE_SHELLS[core]!] : [];
      let count = core ? CORE[core]! : 0;
      for (const t of m![2]!.split(' ')) {
        const n = Number(t[0]);
        const k = Number(t.slice(2));
        expect(k >= 1 && k <= CAP[t[1]!]!, `${e.symbol}: ${t} over capacity`).toBe(true);
        while (shells.length < n) shells.push(0);
        shells[n - 1]! += k;
        count += k;
      }
      expect(count, `electron count of ${e.symbol}`).toBe(e.number);
      expect(shells, `shells vs configuration of ${e.symbol}`).toEqual(e.shells);
    }
  });
});

describe('element data: positions', () => {
  it('gives every element its own (row, column)', () => {
    expect(new Set(elements.map((e) => `${e.row},${e.column}`)).size).toBe(118);
  });

  it('matches the standard 18-column layout (periods 1-7, lanthanoids row 9, actinoids row 10, columns 4-18)', () => {
    for (const e of elements) expect({ row: e.row, column: e.column }, `position of ${e.symbol}`).toEqual(standardPosition(e.number));
  });

  it('leaves group 3 of periods 6 and 7 empty for the f-row placeholders', () => {
    expect(elements.filter((e) => (e.row === 6 || e.row === 7) && e.column === 3)).toEqual([]);
  });
});

describe('element data: enumerations and value types', () => {
  it('uses only the ten allowed categories', () => {
    for (const e of elements) expect(ELEMENT_CATEGORIES, e.symbol).toContain(e.category);
  });

  it('makes 57-71 exactly the lanthanoids and 89-103 exactly the actinoids', () => {
    for (const e of elements) {
      expect(e.category === 'lanthanoid', `lanthanoid flag of ${e.symbol}`).toBe(isLan(e.number));
      expect(e.category === 'actinoid', `actinoid flag of ${e.symbol}`).toBe(isAct(e.number));
    }
  });

  it('gives a phase of solid, liquid, gas or unknown', () => {
    for (const e of elements) expect(['solid', 'liquid', 'gas', 'unknown'], e.symbol).toContain(e.phase);
  });

  it('gives a block consistent with the position (Lu and Lr in the d-block)', () => {
    for (const e of elements) {
      let want: string;
      if (e.row >= 9) want = e.number === 71 || e.number === 103 ? 'd' : 'f';
      else if (e.number === 2 || e.column <= 2) want = 's';
      else if (e.column >= 13) want = 'p';
      else want = 'd';
      expect(e.block, `block of ${e.symbol}`).toBe(want);
    }
  });

  it('writes atomic masses as "1.008"-style or "(209)"-style strings', () => {
    for (const e of elements) expect(e.atomicMass, e.symbol).toMatch(/^(\d+\.\d+|\d+\.\d|\(\d{1,3}\)|\d+)$/);
  });

  it('has masses that increase with atomic number, apart from the known inversions of less than 5 u', () => {
    const v = elements.map((e) => parseFloat(e.atomicMass.replace(/[()]/g, '')));
    for (let i = 1; i < v.length; i++) expect(v[i]!, elements[i]!.symbol).toBeGreaterThan(v[i - 1]! - 5);
  });

  const NUMERIC = ['electronegativity', 'atomicRadius', 'ionizationEnergy', 'meltingPoint', 'boilingPoint', 'density'] as const;

  it('has numeric properties that are finite numbers or null', () => {
    for (const e of elements) {
      for (const k of NUMERIC) {
        const value = e[k];
        expect(value === null || (typeof value === 'number' && Number.isFinite(value)), `${e.symbol}.${k} = ${value}`).toBe(true);
      }
    }
  });

  it('has numeric properties in plausible ranges, boiling above melting, gas densities in g/cm³', () => {
    const ranges: Record<(typeof NUMERIC)[number], [number, number]> = {
      electronegativity: [0.5, 4.1],
      atomicRadius: [20, 300],
      ionizationEnergy: [3, 25],
      meltingPoint: [-273.15, 4000],
      boilingPoint: [-273.15, 6000],
      density: [0, 25],
    };
    for (const e of elements) {
      for (const k of NUMERIC) {
        const value = e[k];
        if (value === null) continue;
        expect(value, `${e.symbol}.${k}`).toBeGreaterThan(ranges[k][0]);
        expect(value, `${e.symbol}.${k}`).toBeLessThan(ranges[k][1]);
      }
      if (e.meltingPoint !== null && e.boilingPoint !== null) expect(e.boilingPoint, `${e.symbol}: boiling > melting`).toBeGreaterThan(e.meltingPoint);
      if (e.phase === 'gas' && e.density !== null) expect(e.density, `${e.symbol}: gas density in g/cm³`).toBeLessThan(0.02);
    }
  });

  it('keeps the discovery fields consistent: ancient elements have no year, the others a year 1600-2025', () => {
    for (const e of elements) {
      expect(e.discoveredBy.length, `${e.symbol}.discoveredBy`).toBeGreaterThan(0);
      if (e.ancient) {
        expect(e.discoveryYear, `${e.symbol}.discoveryYear`).toBeNull();
        expect(e.discoveredBy, `${e.symbol}.discoveredBy`).toBe('Known since antiquity');
      } else {
        expect(Number.isInteger(e.discoveryYear), `${e.symbol}.discoveryYear = ${e.discoveryYear}`).toBe(true);
        expect(e.discoveryYear!).toBeGreaterThanOrEqual(1600);
        expect(e.discoveryYear!).toBeLessThanOrEqual(2025);
      }
    }
  });

  it('names the twelve elements known since antiquity', () => {
    expect(elements.filter((e) => e.ancient).map((e) => e.symbol)).toEqual(['C', 'S', 'Fe', 'Cu', 'Zn', 'As', 'Ag', 'Sn', 'Sb', 'Au', 'Hg', 'Pb']);
  });

  it('writes isotopes as unique "Sym-A" strings of the element with a plausible mass number', () => {
    for (const e of elements) {
      expect(e.isotopes.length, `${e.symbol}: isotopes`).toBeGreaterThanOrEqual(1);
      for (const s of e.isotopes) {
        const m = s.match(/^([A-Z][a-z]?)-(\d{1,3})$/);
        expect(m?.[1], `${e.symbol}: ${s}`).toBe(e.symbol);
        const a = Number(m![2]);
        expect(a >= e.number && a <= 3 * e.number + 10, `${e.symbol}: implausible mass number ${a}`).toBe(true);
      }
      expect(new Set(e.isotopes).size, `${e.symbol}: duplicate isotopes`).toBe(e.isotopes.length);
    }
  });

  it('lists 1-3 isotopes, the longest-lived first, for elements without a standard atomic weight', () => {
    for (const e of elements.filter((x) => x.atomicMass.startsWith('('))) {
      expect(e.isotopes.length, e.symbol).toBeGreaterThanOrEqual(1);
      expect(e.isotopes.length, e.symbol).toBeLessThanOrEqual(3);
      expect(e.isotopes[0], `${e.symbol}: first isotope`).toBe(`${e.symbol}-${e.atomicMass.slice(1, -1)}`);
    }
  });
});

describe('element data: the product specification', () => {
  const SPEC: [number, string, string | null, string, number[], string][] = [
    [76, 'Os', 'Osmium', '190.23', [2, 8, 18, 32, 14, 2], 'transition metal'],
    [77, 'Ir', 'Iridium', '192.22', [2, 8, 18, 32, 15, 2], 'transition metal'],
    [78, 'Pt', 'Platinum', '195.08', [2, 8, 18, 32, 17, 1], 'transition metal'],
    [79, 'Au', 'Gold', '196.97', [2, 8, 18, 32, 18, 1], 'transition metal'],
    [80, 'Hg', 'Mercury', '200.59', [2, 8, 18, 32, 18, 2], 'transition metal'],
    [81, 'Tl', 'Thallium', '204.38', [2, 8, 18, 32, 18, 3], 'post-transition metal'],
    [82, 'Pb', 'Lead', '207.2', [2, 8, 18, 32, 18, 4], 'post-transition metal'],
    [83, 'Bi', 'Bismuth', '208.98', [2, 8, 18, 32, 18, 5], 'post-transition metal'],
    [84, 'Po', 'Polonium', '(209)', [2, 8, 18, 32, 18, 6], 'post-transition metal'],
    [85, 'At', 'Astatine', '(210)', [2, 8, 18, 32, 18, 7], 'metalloid'],
    [86, 'Rn', 'Radon', '(222)', [2, 8, 18, 32, 18, 8], 'noble gas'],
    [87, 'Fr', 'Francium', '(223)', [2, 8, 18, 32, 18, 8, 1], 'alkali metal'],
    [88, 'Ra', 'Radium', '(226)', [2, 8, 18, 32, 18, 8, 2], 'alkaline earth metal'],
    [89, 'Ac', 'Actinium', '(227)', [2, 8, 18, 32, 18, 9, 2], 'actinoid'],
    [90, 'Th', null, '232.04', [2, 8, 18, 32, 18, 10, 2], 'actinoid'],
    [91, 'Pa', null, '231.04', [2, 8, 18, 32, 20, 9, 2], 'actinoid'],
    [92, 'U', null, '238.03', [2, 8, 18, 32, 21, 9, 2], 'actinoid'],
    [93, 'Np', null, '(237)', [2, 8, 18, 32, 22, 9, 2], 'actinoid'],
    [94, 'Pu', null, '(244)', [2, 8, 18, 32, 24, 8, 2], 'actinoid'],
    [95, 'Am', null, '(243)', [2, 8, 18, 32, 25, 8, 2], 'actinoid'],
    [96, 'Cm', null, '(247)', [2, 8, 18, 32, 25, 9, 2], 'actinoid'],
    [97, 'Bk', null, '(247)', [2, 8, 18, 32, 27, 8, 2], 'actinoid'],
    [98, 'Cf', null, '(251)', [2, 8, 18, 32, 28, 8, 2], 'actinoid'],
    [99, 'Es', null, '(252)', [2, 8, 18, 32, 29, 8, 2], 'actinoid'],
    [100, 'Fm', null, '(257)', [2, 8, 18, 32, 30, 8, 2], 'actinoid'],
    [101, 'Md', null, '(258)', [2, 8, 18, 32, 31, 8, 2], 'actinoid'],
    [102, 'No', null, '(259)', [2, 8, 18, 32, 32, 8, 2], 'actinoid'],
    [103, 'Lr', null, '(266)', [2, 8, 18, 32, 32, 8, 3], 'actinoid'],
  ];
  for (const [z, symbol, name, mass, shells, category] of SPEC) {
    it(`has element ${z} ${symbol} exactly as specified`, () => {
      const e = elements[z - 1]!;
      expect(e.number).toBe(z);
      expect(e.symbol).toBe(symbol);
      if (name) expect(e.name).toBe(name);
      expect(e.atomicMass).toBe(mass);
      expect(e.shells).toEqual(shells);
      expect(e.category).toBe(category);
    });
  }

  it('shows technetium as (97) or (98)', () => {
    expect(['(97)', '(98)']).toContain(bySymbol('Tc').atomicMass);
  });

  it('fixes the old site: tin is 118.71 and promethium (145)', () => {
    expect(bySymbol('Sn').atomicMass).toBe('118.71');
    expect(bySymbol('Pm').atomicMass).toBe('(145)');
  });

  it('uses the IUPAC abridged masses for the first eight elements', () => {
    const want = ['1.008', '4.0026', '6.94', '9.0122', '10.81', '12.011', '14.007', '15.999'];
    expect(elements.slice(0, 8).map((e) => e.atomicMass)).toEqual(want);
  });
});

describe('element data: credited sources', () => {
  it('parses every source with its schema, with unique ids', () => {
    for (const source of elementSources) expect(elementSourceSchema.safeParse(source).error, source.id).toBeUndefined();
    expect(new Set(elementSources.map((s) => s.id)).size).toBe(elementSources.length);
  });

  it('credits every source elements.SOURCES.md asks the site to name', () => {
    const names = elementSources.map((s) => s.name).join(' | ');
    for (const name of ['PubChem', 'IUPAC', 'CIAAW', 'NIST', 'NUBASE2020', 'CRC Handbook', 'mendeleev', 'chemical-elements', 'Periodic-Table-JSON']) {
      expect(names).toContain(name);
    }
  });
});
