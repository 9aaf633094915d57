import { describe, expect, it } from 'vitest';
import { overBudget, words } from '../../stories/support/listening-budget';

const tile = { localName: 'button', id: 'ne' };

describe('the listening budget', () => {
  it('counts words as a reader says them, not punctuation', () => {
    expect(words('Electrons per shell 2, 8 — Noble gas')).toBe(7);
    expect(words(' , . : ')).toBe(0);
    expect(words('Néon Ne')).toBe(2);
  });

  it('keeps a focused name and its description within their own budgets', () => {
    const focused = [{ element: tile, name: 'Neon Ne', description: 'Atomic number 10, noble gas, period 2, group 18' }];
    expect(overBudget({ phrases: [], focused }, { name: 4, description: 12 })).toEqual([]);
    expect(overBudget({ phrases: [], focused }, { name: 1, description: 5 })).toEqual([
      '<button#ne> is named in 2 words (budget 1): "Neon Ne"',
      '<button#ne> is described in 9 words (budget 5): "Atomic number 10, noble gas, period 2, group 18"',
    ]);
  });

  it('finds a phrase said again within two steps, but not a container said again as focus moves in it', () => {
    const phrases = ['tablist, Subject', 'tab, Physics, selected', 'tablist, Subject', 'tab, Biology, selected', 'paragraph', 'tab, Biology, selected'];
    expect(overBudget({ phrases, focused: [] })).toEqual(['step 5: said again within two steps: "tab, Biology, selected"']);
    expect(overBudget({ phrases: ['button, Share', 'polite: Copied', 'button, Share', 'link, Home', 'polite: Copied'], focused: [] })).toEqual([
      'step 2: said again within two steps: "button, Share"',
    ]);
  });

  it('finds a live region that announces nothing', () => {
    expect(overBudget({ phrases: ['polite: ', 'polite: Found 2 simulations'], focused: [] })).toEqual(['step 0: a live region announced nothing ("polite: ")']);
  });
});
