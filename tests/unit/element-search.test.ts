import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { searchElements } from '../../src/lib/element-search';

const french: Record<number, string> = { 26: 'Fer', 79: 'Or', 8: 'Oxygène', 1: 'Hydrogène' };
const searchable = elements.map((e) => ({ number: e.number, symbol: e.symbol, names: [french[e.number] ?? e.name, e.name] }));
const symbols = (query: string) => searchElements(searchable, query).map((e) => e.symbol);

describe('searching the element list', () => {
  it('shows all 118 for an empty or blank search', () => {
    expect(searchElements(searchable, '')).toHaveLength(118);
    expect(searchElements(searchable, '   ')).toHaveLength(118);
  });

  it('finds an element by its symbol first: "Fe" puts iron on top', () => {
    expect(symbols('Fe')[0]).toBe('Fe');
    expect(symbols('fe')[0]).toBe('Fe');
  });

  it('finds an element by atomic number first: "26" puts iron on top, then numbers containing 26', () => {
    expect(symbols('26')).toEqual(['Fe']);
    expect(symbols('11')[0]).toBe('Na');
    expect(symbols('11')).toContain('Ds');
  });

  it('finds by local name without accents, and by the English name', () => {
    expect(symbols('oxygene')).toEqual(['O']);
    expect(symbols('Iron')).toEqual(['Fe']);
    expect(symbols('or')[0]).toBe('Au');
  });

  it('puts names that start with the text before names that only contain it', () => {
    const found = symbols('ium');
    expect(found.length).toBeGreaterThan(50);
    const carb = symbols('carb');
    expect(carb[0]).toBe('C');
  });

  it('finds nothing for text in no element', () => {
    expect(symbols('qqq')).toEqual([]);
  });

  it('never throws and only returns elements that match', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (query) => {
        const found = searchElements(searchable, query);
        expect(found.length).toBeLessThanOrEqual(118);
        expect(new Set(found.map((e) => e.number)).size).toBe(found.length);
      }),
    );
  });
});
