import { describe, expect, it } from 'vitest';
import { simulations } from '../../src/content/simulations';
import { simulationIndex } from '../../src/content/simulation-index';

describe('simulation index', () => {
  it('lists every simulation of the catalogue with its subject, in the same order', () => {
    expect(simulationIndex).toEqual(simulations.map(({ id, subject }) => ({ id, subject })));
  });
});
