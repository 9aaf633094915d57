import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { elements } from '../../src/content/elements';
import {
  EMPTY_TYPEAHEAD,
  NAV_KEYS,
  TYPEAHEAD_RESET_MS,
  buildNavigationMap,
  isTypeaheadKey,
  matchTypeahead,
  navKeyOf,
  navigate,
  typeahead,
  type NavKey,
} from '../../src/lib/periodic-nav';

const map = buildNavigationMap(elements);
const n = (symbol: string): number => {
  const found = elements.find((e) => e.symbol === symbol);
  if (!found) throw new Error(`no element ${symbol}`);
  return found.number;
};
const sym = (number: number): string => elements[number - 1]!.symbol;
const go = (from: string, key: NavKey) => sym(navigate(map, n(from), key));
const tile = (number: number) => elements[number - 1]!;
const periodOf = (number: number) => {
  const e = tile(number);
  return e.row === 9 ? 6 : e.row === 10 ? 7 : e.row;
};

describe('periodic table keyboard map: what a chemist expects', () => {
  it.each([
    ['Fe', 'ArrowRight', 'Co'],
    ['Fe', 'ArrowLeft', 'Mn'],
    ['Fe', 'ArrowDown', 'Ru'],
    ['Fe', 'ArrowUp', 'Fe'],
    ['Ru', 'ArrowUp', 'Fe'],
    ['La', 'ArrowRight', 'Ce'],
    ['Ce', 'ArrowLeft', 'La'],
    ['H', 'ArrowRight', 'He'],
    ['He', 'ArrowLeft', 'H'],
    ['H', 'ArrowDown', 'Li'],
    ['He', 'ArrowDown', 'Ne'],
    ['Be', 'ArrowRight', 'B'],
    ['B', 'ArrowLeft', 'Be'],
    ['Mg', 'ArrowRight', 'Al'],
    ['B', 'ArrowUp', 'B'],
    ['Be', 'ArrowUp', 'Be'],
    ['Sc', 'ArrowUp', 'Sc'],
    ['Ca', 'ArrowRight', 'Sc'],
    ['Zn', 'ArrowUp', 'Zn'],
    ['Zn', 'ArrowRight', 'Ga'],
    ['Ga', 'ArrowUp', 'Al'],
    ['Rn', 'ArrowDown', 'Og'],
  ] as const)('%s + %s → %s', (from, key, to) => {
    expect(go(from, key)).toBe(to);
  });

  it('goes along period 6 through the lanthanoids: Ba → La … Lu → Hf, and back', () => {
    expect(go('Ba', 'ArrowRight')).toBe('La');
    expect(go('La', 'ArrowLeft')).toBe('Ba');
    expect(go('Lu', 'ArrowRight')).toBe('Hf');
    expect(go('Hf', 'ArrowLeft')).toBe('Lu');
    expect(go('Yb', 'ArrowRight')).toBe('Lu');
  });

  it('goes along period 7 through the actinoids: Ra → Ac … Lr → Rf, and back', () => {
    expect(go('Ra', 'ArrowRight')).toBe('Ac');
    expect(go('Ac', 'ArrowLeft')).toBe('Ra');
    expect(go('Lr', 'ArrowRight')).toBe('Rf');
    expect(go('Rf', 'ArrowLeft')).toBe('Lr');
  });

  it('moves into and out of the f-block rows along the drawn columns, across the gap', () => {
    expect(go('Rf', 'ArrowDown')).toBe('La');
    expect(go('La', 'ArrowUp')).toBe('Rf');
    expect(go('La', 'ArrowDown')).toBe('Ac');
    expect(go('Ac', 'ArrowUp')).toBe('La');
    expect(go('Ac', 'ArrowDown')).toBe('Ac');
    expect(go('Og', 'ArrowDown')).toBe('Lu');
    expect(go('Lu', 'ArrowUp')).toBe('Og');
    expect(go('Lu', 'ArrowDown')).toBe('Lr');
    expect(go('Ce', 'ArrowUp')).toBe('Db');
    expect(go('Pt', 'ArrowDown')).toBe('Ds');
    expect(go('Ds', 'ArrowDown')).toBe('Eu');
  });

  it('group 3 (documented choice): Sc ↓ Y, and Y ↓ enters the "57-71" placeholder at La', () => {
    expect(go('Sc', 'ArrowDown')).toBe('Y');
    expect(go('Y', 'ArrowUp')).toBe('Sc');
    expect(go('Y', 'ArrowDown')).toBe('La');
  });

  it('stays put at the edges of the table', () => {
    expect(go('H', 'ArrowLeft')).toBe('H');
    expect(go('H', 'ArrowUp')).toBe('H');
    expect(go('He', 'ArrowRight')).toBe('He');
    expect(go('Og', 'ArrowRight')).toBe('Og');
    expect(go('Fr', 'ArrowDown')).toBe('Fr');
    expect(go('Lr', 'ArrowDown')).toBe('Lr');
  });

  it('Home and End go to the ends of the drawn row; Ctrl+Home and Ctrl+End to H and Og', () => {
    expect(go('Fe', 'Home')).toBe('K');
    expect(go('Fe', 'End')).toBe('Kr');
    expect(go('Au', 'Home')).toBe('Cs');
    expect(go('Au', 'End')).toBe('Rn');
    expect(go('Gd', 'Home')).toBe('La');
    expect(go('Gd', 'End')).toBe('Lu');
    expect(go('U', 'Home')).toBe('Ac');
    expect(go('U', 'End')).toBe('Lr');
    expect(go('He', 'Home')).toBe('H');
    expect(go('Fe', 'CtrlHome')).toBe('H');
    expect(go('Fe', 'CtrlEnd')).toBe('Og');
  });

  it('leaves an unknown tile where it is', () => {
    expect(navigate(map, 999, 'ArrowRight')).toBe(999);
  });
});

describe('periodic table keyboard map: every tile, every key', () => {
  it('has an entry for each of the 118 tiles, every key landing on a real tile', () => {
    expect(map.size).toBe(118);
    for (const e of elements) {
      for (const key of NAV_KEYS) {
        const target = navigate(map, e.number, key);
        expect(target >= 1 && target <= 118, `${e.symbol} ${key} → ${target}`).toBe(true);
      }
    }
  });

  it('moves left and right within the period, one atomic number at a time', () => {
    for (const e of elements) {
      const right = navigate(map, e.number, 'ArrowRight');
      const left = navigate(map, e.number, 'ArrowLeft');
      expect(periodOf(right), `${e.symbol} → ${sym(right)}`).toBe(periodOf(e.number));
      expect(periodOf(left), `${e.symbol} ← ${sym(left)}`).toBe(periodOf(e.number));
      expect([e.number, e.number + 1], `${e.symbol} → ${sym(right)}`).toContain(right);
      expect([e.number, e.number - 1], `${e.symbol} ← ${sym(left)}`).toContain(left);
    }
  });

  it('stops only at the first and last element of each period', () => {
    const ends = new Set(['H', 'He', 'Li', 'Ne', 'Na', 'Ar', 'K', 'Kr', 'Rb', 'Xe', 'Cs', 'Rn', 'Fr', 'Og']);
    for (const e of elements) {
      const stuckRight = navigate(map, e.number, 'ArrowRight') === e.number;
      const stuckLeft = navigate(map, e.number, 'ArrowLeft') === e.number;
      if (stuckRight || stuckLeft) expect(ends, e.symbol).toContain(e.symbol);
    }
  });

  it('undoes a left/right step with the opposite key', () => {
    for (const e of elements) {
      const right = navigate(map, e.number, 'ArrowRight');
      if (right !== e.number) expect(sym(navigate(map, right, 'ArrowLeft')), e.symbol).toBe(e.symbol);
      const left = navigate(map, e.number, 'ArrowLeft');
      if (left !== e.number) expect(sym(navigate(map, left, 'ArrowRight')), e.symbol).toBe(e.symbol);
    }
  });

  it('moves up and down in the same drawn column, to the nearest tile, except Y ↓ La', () => {
    const rowIndex = (row: number) => [1, 2, 3, 4, 5, 6, 7, 9, 10].indexOf(row);
    for (const e of elements) {
      for (const key of ['ArrowUp', 'ArrowDown'] as const) {
        const target = tile(navigate(map, e.number, key));
        if (e.symbol === 'Y' && key === 'ArrowDown') continue;
        expect(target.column, `${e.symbol} ${key} → ${target.symbol}`).toBe(e.column);
        if (target.number === e.number) {
          // Stayed: no tile in that direction in this column.
          const beyond = elements.filter(
            (x) => x.column === e.column && (key === 'ArrowUp' ? rowIndex(x.row) < rowIndex(e.row) : rowIndex(x.row) > rowIndex(e.row)),
          );
          expect(
            beyond.map((x) => x.symbol),
            `${e.symbol} ${key}`,
          ).toEqual([]);
        } else {
          // Landed on the nearest tile: nothing in between.
          const [lo, hi] = [rowIndex(e.row), rowIndex(target.row)].sort((a, b) => a - b) as [number, number];
          const between = elements.filter((x) => x.column === e.column && rowIndex(x.row) > lo && rowIndex(x.row) < hi);
          expect(
            between.map((x) => x.symbol),
            `${e.symbol} ${key} → ${target.symbol}`,
          ).toEqual([]);
        }
      }
    }
  });

  it('undoes a vertical step with the opposite key, except the one-way door Y ↓ La', () => {
    for (const e of elements) {
      const down = navigate(map, e.number, 'ArrowDown');
      if (down !== e.number && e.symbol !== 'Y') expect(sym(navigate(map, down, 'ArrowUp')), e.symbol).toBe(e.symbol);
    }
  });

  it('can reach every tile from hydrogen with arrow keys alone', () => {
    const seen = new Set([1]);
    const queue = [1];
    while (queue.length) {
      const from = queue.shift()!;
      for (const key of ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const) {
        const to = navigate(map, from, key);
        if (!seen.has(to)) {
          seen.add(to);
          queue.push(to);
        }
      }
    }
    expect(seen.size).toBe(118);
  });

  it('Home and End land in the same drawn row, at its first and last column', () => {
    for (const e of elements) {
      const row = elements.filter((x) => x.row === e.row).sort((a, b) => a.column - b.column);
      expect(sym(navigate(map, e.number, 'Home'))).toBe(row[0]!.symbol);
      expect(sym(navigate(map, e.number, 'End'))).toBe(row[row.length - 1]!.symbol);
    }
  });
});

describe('reading keys', () => {
  it('maps arrow, Home and End keys, with Ctrl or Cmd for the table corners', () => {
    expect(navKeyOf({ key: 'ArrowDown' })).toBe('ArrowDown');
    expect(navKeyOf({ key: 'Home' })).toBe('Home');
    expect(navKeyOf({ key: 'End', ctrlKey: true })).toBe('CtrlEnd');
    expect(navKeyOf({ key: 'Home', metaKey: true })).toBe('CtrlHome');
  });

  it('leaves other keys and modified arrows to the browser', () => {
    expect(navKeyOf({ key: 'Tab' })).toBeUndefined();
    expect(navKeyOf({ key: 'ArrowDown', shiftKey: true })).toBeUndefined();
    expect(navKeyOf({ key: 'ArrowLeft', altKey: true })).toBeUndefined();
    expect(navKeyOf({ key: 'ArrowLeft', ctrlKey: true })).toBeUndefined();
    expect(navKeyOf({ key: 'Enter' })).toBeUndefined();
  });

  it('uses only letters and digits without modifiers for type-to-jump', () => {
    expect(isTypeaheadKey({ key: 'f' })).toBe(true);
    expect(isTypeaheadKey({ key: 'F' })).toBe(true);
    expect(isTypeaheadKey({ key: '7' })).toBe(true);
    expect(isTypeaheadKey({ key: ' ' })).toBe(false);
    expect(isTypeaheadKey({ key: 'Enter' })).toBe(false);
    expect(isTypeaheadKey({ key: 'c', ctrlKey: true })).toBe(false);
    expect(isTypeaheadKey({ key: 'é' })).toBe(false);
  });
});

describe('type-to-jump', () => {
  it('finds an element by symbol, whatever the case', () => {
    expect(matchTypeahead('Fe', elements)).toBe(26);
    expect(matchTypeahead('fe', elements)).toBe(26);
    expect(matchTypeahead('AU', elements)).toBe(79);
    expect(matchTypeahead('f', elements)).toBe(9);
    expect(matchTypeahead('og', elements)).toBe(118);
  });

  it('finds the first symbol that starts with the text when no symbol is exactly it', () => {
    expect(matchTypeahead('x', elements)).toBe(54);
    expect(matchTypeahead('z', elements)).toBe(30);
  });

  it('finds an element by atomic number 1-118', () => {
    expect(matchTypeahead('1', elements)).toBe(1);
    expect(matchTypeahead('26', elements)).toBe(26);
    expect(matchTypeahead('118', elements)).toBe(118);
    expect(matchTypeahead('007', elements)).toBe(7);
  });

  it('finds nothing for text that names no element', () => {
    for (const text of ['', ' ', '0', '119', '999', 'q', 'feo', 'j', 'é', '1a']) expect(matchTypeahead(text, elements), text).toBeUndefined();
  });

  it('builds symbols from keys typed within a second: F then e → Fe', () => {
    const first = typeahead(EMPTY_TYPEAHEAD, 'F', 1000, elements);
    expect(first.target).toBe(9);
    const second = typeahead(first.state, 'e', 1300, elements);
    expect(second.target).toBe(26);
  });

  it('builds numbers from digits typed within a second: 1, 1, 8 → H, Na, Og', () => {
    let state = EMPTY_TYPEAHEAD;
    const targets: (number | undefined)[] = [];
    for (const [key, at] of [
      ['1', 0],
      ['1', 200],
      ['8', 400],
    ] as const) {
      const result = typeahead(state, key, at, elements);
      state = result.state;
      targets.push(result.target);
    }
    expect(targets).toEqual([1, 11, 118]);
  });

  it('starts again after a pause: F, pause, e → F then the first symbol starting with E (Eu)', () => {
    const first = typeahead(EMPTY_TYPEAHEAD, 'F', 0, elements);
    const second = typeahead(first.state, 'e', TYPEAHEAD_RESET_MS + 1, elements);
    expect(second.target).toBe(63);
    expect(second.state.buffer).toBe('e');
  });

  it('starts again when letters follow digits or digits follow letters', () => {
    const first = typeahead(EMPTY_TYPEAHEAD, '2', 0, elements);
    expect(first.target).toBe(2);
    const second = typeahead(first.state, 'c', 100, elements);
    expect(second.target).toBe(6);
    expect(second.state.buffer).toBe('c');
  });

  it('tries the last key alone when the longer text names nothing: Fe then x → Xe; 11 then 9 → F', () => {
    const fe = typeahead(typeahead(EMPTY_TYPEAHEAD, 'f', 0, elements).state, 'e', 100, elements);
    expect(typeahead(fe.state, 'x', 200, elements).target).toBe(54);
    const eleven = typeahead(typeahead(EMPTY_TYPEAHEAD, '1', 0, elements).state, '1', 100, elements);
    const nine = typeahead(eleven.state, '9', 200, elements);
    expect(nine.target).toBe(9);
    expect(nine.state.buffer).toBe('9');
  });

  it('never throws and only ever targets a real element, whatever is typed', () => {
    fc.assert(
      fc.property(fc.array(fc.tuple(fc.string({ minLength: 1, maxLength: 1 }), fc.nat(3000)), { maxLength: 12 }), (keys) => {
        let state = EMPTY_TYPEAHEAD;
        let now = 0;
        for (const [key, gap] of keys) {
          now += gap;
          const result = typeahead(state, key, now, elements);
          state = result.state;
          if (result.target !== undefined) expect(result.target >= 1 && result.target <= 118).toBe(true);
        }
      }),
    );
  });
});
