import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import { elementTiles } from '../../src/content/element-tiles';

describe('element tiles', () => {
  it('are exactly the tile fields of the full element data, in the same order', () => {
    const projection = elements.map(({ number, symbol, name, atomicMass, shells, category, column, row }) => ({
      number, symbol, name, atomicMass, shells: [...shells], category, column, row,
    }));
    expect(elementTiles.map((tile) => ({ ...tile, shells: [...tile.shells] }))).toEqual(projection);
  });
});
