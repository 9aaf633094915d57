import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { pageWindow } from '../../src/lib/page-window';

describe('pageWindow', () => {
  it('lists every page when there are seven or fewer', () => {
    expect(pageWindow(1, 1)).toEqual([1]);
    expect(pageWindow(3, 6)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(pageWindow(1, 0)).toEqual([]);
  });

  it('keeps the first, last and current pages with gaps between', () => {
    expect(pageWindow(1, 20)).toEqual([1, 2, 3, 4, 'gap', 20]);
    expect(pageWindow(10, 20)).toEqual([1, 'gap', 9, 10, 11, 'gap', 20]);
    expect(pageWindow(20, 20)).toEqual([1, 'gap', 17, 18, 19, 20]);
  });

  it('always shows the current page, both ends, ascending, at most 7 entries', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: 500 }), fc.integer({ min: -5, max: 600 }), (count, page) => {
        const items = pageWindow(page, count);
        const numbers = items.filter((i): i is number => i !== 'gap');
        const current = Math.min(Math.max(1, page), count);
        expect(numbers).toContain(current);
        expect(numbers[0]).toBe(1);
        expect(numbers.at(-1)).toBe(count);
        expect(items.length).toBeLessThanOrEqual(7);
        for (let i = 1; i < numbers.length; i++) expect(numbers[i]!).toBeGreaterThan(numbers[i - 1]!);
      }),
    );
  });
});
