import { describe, expect, it } from 'vitest';
import { prefersSaveData } from '../../src/lib/save-data';

describe('a learner who asked the browser to save data', () => {
  it('is recognised from navigator.connection.saveData', () => {
    expect(prefersSaveData({ connection: { saveData: true } })).toBe(true);
    expect(prefersSaveData({ connection: { saveData: false } })).toBe(false);
  });

  it('is not assumed where the browser cannot tell', () => {
    expect(prefersSaveData({})).toBe(false);
    expect(prefersSaveData(undefined)).toBe(false);
  });
});
