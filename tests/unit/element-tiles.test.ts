import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { elementTiles } from '../../src/content/element-tiles';
import { elementFacts } from '../../src/content/element-facts';

describe('element tiles', () => {
  it('are exactly the tile fields of the full element data, in the same order', () => {
    const projection = elements.map(({ number, symbol, name, atomicMass, shells, category, column, row }) => ({
      number,
      symbol,
      name,
      atomicMass,
      shells: [...shells],
      category,
      column,
      row,
    }));
    expect(elementTiles.map((tile) => ({ ...tile, shells: [...tile.shells] }))).toEqual(projection);
  });

  it('and the facts the details add, are exactly the full element data', () => {
    expect(elementFacts).toHaveLength(elements.length);
    expect(elementTiles.map((tile, i) => ({ ...tile, ...elementFacts[i] }))).toEqual(elements);
  });
});
