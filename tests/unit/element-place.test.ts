import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { elementTexts } from '../../src/content/element-texts';
import { buildElementPages } from '../../src/content/element-page-data';
import { groupOf, neighboursOf, periodOf, previousAndNext, type Neighbours } from '../../src/lib/element-place';

const { en, fr, rw } = elementTexts;

const bySymbol = (symbol: string) => elements.find((e) => e.symbol === symbol)!;
const symbols = (found: Neighbours<{ symbol: string }>) => Object.fromEntries(Object.entries(found).map(([side, e]) => [side, e?.symbol]));

describe('where an element sits', () => {
  it('gives iron group 8 and period 4, with manganese, cobalt and ruthenium around it and nothing above', () => {
    const iron = bySymbol('Fe');
    expect(groupOf(iron)).toBe(8);
    expect(periodOf(iron)).toBe(4);
    expect(symbols(neighboursOf(iron, elements))).toEqual({ left: 'Mn', right: 'Co', below: 'Ru' });
  });

  it('gives the lanthanoids and actinoids no group, periods 6 and 7, and keeps their rows to themselves', () => {
    expect(groupOf(bySymbol('Ce'))).toBeNull();
    expect(periodOf(bySymbol('Ce'))).toBe(6);
    expect(periodOf(bySymbol('Th'))).toBe(7);
    expect(symbols(neighboursOf(bySymbol('Ce'), elements))).toEqual({ left: 'La', right: 'Pr', below: 'Th' });
    expect(symbols(neighboursOf(bySymbol('Ac'), elements))).toEqual({ above: 'La', right: 'Th' });
  });

  it('does not link the top of the f-block rows to the main table, nor period 7 down into them', () => {
    expect(neighboursOf(bySymbol('Rf'), elements).below).toBeUndefined();
    expect(neighboursOf(bySymbol('La'), elements).above).toBeUndefined();
  });

  it('gives hydrogen no previous element and the last element no next one', () => {
    expect(previousAndNext(bySymbol('H'), elements)).toEqual({ next: bySymbol('He') });
    expect(previousAndNext(elements.at(-1)!, elements)).toEqual({ previous: elements.at(-2) });
  });

  it('gives every element a period from 1 to 7 and a group from 1 to 18 (or none)', () => {
    for (const e of elements) {
      expect(periodOf(e)).toBeGreaterThanOrEqual(1);
      expect(periodOf(e)).toBeLessThanOrEqual(7);
      const group = groupOf(e);
      if (group !== null) expect(group).toBeGreaterThanOrEqual(1);
      if (group !== null) expect(group).toBeLessThanOrEqual(18);
    }
  });
});

describe('element page data', () => {
  const pages = buildElementPages(elements, { en, fr, rw });

  it('has one page per element, by lower-case symbol', () => {
    expect(Object.keys(pages)).toHaveLength(118);
    expect(Object.keys(pages)).toEqual(elements.map((e) => e.symbol.toLowerCase()));
  });

  it('carries the sourced facts unchanged and the texts and names in every language', () => {
    const iron = pages.fe!;
    expect(iron.facts).toEqual(bySymbol('Fe'));
    expect(iron.names).toEqual({ en: 'Iron', fr: fr[26]!.name, rw: rw[26]!.name });
    expect(iron.texts.fr.description).toBe(fr[26]!.description);
    expect(iron.texts.rw.uses).toEqual([...rw[26]!.uses]);
    expect(iron.previous?.symbol).toBe('Mn');
    expect(iron.next?.symbol).toBe('Co');
    expect(iron.neighbours.below?.names.en).toBe('Ruthenium');
  });

  it('links every neighbour and previous/next to an element that has a page', () => {
    for (const page of Object.values(pages)) {
      for (const ref of [...Object.values(page.neighbours), page.previous, page.next]) {
        if (ref) expect(pages[ref.symbol.toLowerCase()]).toBeDefined();
      }
    }
  });
});
