/**
 * Two-dimensional keyboard navigation of the periodic table: from a tile and a key, the tile
 * that gets focus. Pure: the table component asks, then moves focus (the tiles stay radios).
 *
 * The rules, as a chemist reads the table:
 * - ArrowLeft / ArrowRight move along a period, in order of atomic number. Periods 6 and 7 pass
 *   through their f-block rows: the cell after barium is the placeholder '57-71', so
 *   Ba → La → Ce … → Lu → Hf (and Ra → Ac … → Lr → Rf); leftwards the same way back
 *   (Hf → Lu, La → Ba). At the ends of a period focus stays put (no wrapping: the table has edges).
 * - ArrowUp / ArrowDown move along a column as it is drawn, to the nearest tile in that column,
 *   skipping empty cells and the gap between period 7 and the f-block rows: Fe ↓ Ru, Rf ↓ La,
 *   Og ↓ Lu, La ↓ Ac, Ce ↑ Db. Where a column has no tile in that direction, focus stays (B ↑ stays).
 * - Group 3 (our choice): below yttrium the table shows the placeholder '57-71' rather than a tile,
 *   so Y ↓ enters that series at its first element, La — the same door Ba → opens. From La, ↑
 *   follows La's own drawn column (Rf), because that is the tile the eye sees above it. The data
 *   puts Lu and Lr in the d-block (IUPAC 2021); the layout, with its '57-71' and '89-103'
 *   placeholders, keeps all fifteen in the f-rows, and navigation follows the layout.
 * - Home / End go to the first / last tile of the drawn row (Cs / Rn in period 6, La / Lu in the
 *   lanthanoid row); Ctrl+Home / Ctrl+End go to hydrogen / oganesson.
 */

export interface GridTile {
  number: number;
  /** Drawn row: periods 1-7, 9 = lanthanoids (57-71), 10 = actinoids (89-103). */
  row: number;
  /** Drawn column 1-18. */
  column: number;
}

export const NAV_KEYS = ['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown', 'Home', 'End', 'CtrlHome', 'CtrlEnd'] as const;
export type NavKey = (typeof NAV_KEYS)[number];

/** The key a keyboard event means, or undefined for keys the grid does not handle. */
export function navKeyOf(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean; shiftKey?: boolean }): NavKey | undefined {
  if (event.altKey || event.shiftKey) return undefined;
  const modified = !!(event.ctrlKey || event.metaKey);
  if (event.key === 'Home') return modified ? 'CtrlHome' : 'Home';
  if (event.key === 'End') return modified ? 'CtrlEnd' : 'End';
  if (modified) return undefined;
  return (['ArrowLeft', 'ArrowRight', 'ArrowUp', 'ArrowDown'] as const).find((k) => k === event.key);
}

/** For every tile, where each key leads. */
export type NavigationMap = ReadonlyMap<number, Readonly<Record<NavKey, number>>>;

const F_ROW_OF_PERIOD: Record<number, number> = { 6: 9, 7: 10 };
const PERIOD_OF_F_ROW: Record<number, number> = { 9: 6, 10: 7 };
/** Drawn rows from top to bottom (row 8 is the gap above the f-block rows). */
const ROW_ORDER = [1, 2, 3, 4, 5, 6, 7, 9, 10];
/** Placeholders stand in group 3 of periods 6 and 7. */
const PLACEHOLDER_COLUMN = 3;

/** Builds the whole map once; the table looks keys up in it. */
export function buildNavigationMap(tiles: readonly GridTile[]): NavigationMap {
  const rows = new Map<number, GridTile[]>();
  for (const tile of tiles) {
    const row = rows.get(tile.row) ?? [];
    row.push(tile);
    rows.set(tile.row, row);
  }
  for (const row of rows.values()) row.sort((a, b) => a.column - b.column);
  const at = new Map(tiles.map((t) => [`${t.row},${t.column}`, t]));
  const sortedNumbers = tiles.map((t) => t.number).sort((a, b) => a - b);
  const first = sortedNumbers[0];
  const last = sortedNumbers[sortedNumbers.length - 1];

  /** The sequence of a period as read along it: main-row tiles with the f-row spliced in after group 2. */
  const periodSequence = (period: number): GridTile[] => {
    const main = rows.get(period) ?? [];
    const fRow = F_ROW_OF_PERIOD[period] !== undefined ? (rows.get(F_ROW_OF_PERIOD[period]!) ?? []) : [];
    if (fRow.length === 0) return main;
    const before = main.filter((t) => t.column < PLACEHOLDER_COLUMN);
    const after = main.filter((t) => t.column > PLACEHOLDER_COLUMN);
    return [...before, ...fRow, ...after];
  };
  const sequences = new Map<number, GridTile[]>();
  for (const row of rows.keys()) {
    const period = PERIOD_OF_F_ROW[row] ?? row;
    if (!sequences.has(period)) sequences.set(period, periodSequence(period));
  }

  const vertical = (tile: GridTile, step: 1 | -1): number => {
    let index = ROW_ORDER.indexOf(tile.row) + step;
    for (; index >= 0 && index < ROW_ORDER.length; index += step) {
      const row = ROW_ORDER[index]!;
      const found = at.get(`${row},${tile.column}`);
      if (found) return found.number;
      // Below Sc and Y the column continues into a placeholder: enter its f-row at the first element.
      if (step === 1 && tile.column === PLACEHOLDER_COLUMN && F_ROW_OF_PERIOD[row] !== undefined) {
        const fRow = rows.get(F_ROW_OF_PERIOD[row]!);
        if (fRow && fRow.length > 0) return fRow[0]!.number;
      }
    }
    return tile.number;
  };

  const map = new Map<number, Record<NavKey, number>>();
  for (const tile of tiles) {
    const period = PERIOD_OF_F_ROW[tile.row] ?? tile.row;
    const sequence = sequences.get(period)!;
    const i = sequence.findIndex((t) => t.number === tile.number);
    const drawnRow = rows.get(tile.row)!;
    map.set(tile.number, {
      ArrowLeft: sequence[i - 1]?.number ?? tile.number,
      ArrowRight: sequence[i + 1]?.number ?? tile.number,
      ArrowUp: vertical(tile, -1),
      ArrowDown: vertical(tile, 1),
      Home: drawnRow[0]!.number,
      End: drawnRow[drawnRow.length - 1]!.number,
      CtrlHome: first!,
      CtrlEnd: last!,
    });
  }
  return map;
}

/** Where `key` leads from tile `from`; unknown tiles stay where they are. */
export function navigate(map: NavigationMap, from: number, key: NavKey): number {
  return map.get(from)?.[key] ?? from;
}

/** What the table remembers between key presses for type-to-jump. */
export interface TypeaheadState {
  buffer: string;
  /** Time of the last key, in ms (event.timeStamp or Date.now()). */
  at: number;
}

export const TYPEAHEAD_RESET_MS = 1000;
export const EMPTY_TYPEAHEAD: TypeaheadState = { buffer: '', at: -Infinity };

/** Is this key a character type-to-jump uses (a letter or a digit, no modifier)? */
export function isTypeaheadKey(event: { key: string; ctrlKey?: boolean; metaKey?: boolean; altKey?: boolean }): boolean {
  return !event.ctrlKey && !event.metaKey && !event.altKey && /^[A-Za-z0-9]$/.test(event.key);
}

/**
 * The element a typed text names: an atomic number 1-118 ("26" → 26), or a symbol, matched
 * without regard to case: an exact symbol first ("fe" → Fe, "f" → F), else the first symbol that
 * starts with it ("x" → Xe). Undefined when nothing matches.
 */
export function matchTypeahead(text: string, tiles: readonly { number: number; symbol: string }[]): number | undefined {
  const query = text.trim().toLowerCase();
  if (query === '') return undefined;
  if (/^\d+$/.test(query)) {
    const n = Number(query);
    return tiles.some((t) => t.number === n) ? n : undefined;
  }
  if (!/^[a-z]+$/.test(query)) return undefined;
  const byNumber = [...tiles].sort((a, b) => a.number - b.number);
  return byNumber.find((t) => t.symbol.toLowerCase() === query)?.number ?? byNumber.find((t) => t.symbol.toLowerCase().startsWith(query))?.number;
}

/**
 * One key of type-to-jump. Keys typed within a second build one text ("F", "e" → "Fe"; "1",
 * "1", "8" → 118); a pause, or a switch between letters and digits, starts a new one. When the
 * longer text matches nothing, the key alone is tried: after "Fe", "x" makes "fex", which names
 * nothing, so "x" alone jumps to Xe.
 */
export function typeahead(
  state: TypeaheadState,
  key: string,
  now: number,
  tiles: readonly { number: number; symbol: string }[],
): { state: TypeaheadState; target: number | undefined } {
  const char = key.toLowerCase();
  const sameKind = state.buffer !== '' && /\d/.test(state.buffer[0]!) === /\d/.test(char);
  const fresh = now - state.at > TYPEAHEAD_RESET_MS || !sameKind;
  const buffer = fresh ? char : state.buffer + char;
  const target = matchTypeahead(buffer, tiles);
  if (target !== undefined || buffer === char) return { state: { buffer, at: now }, target };
  return { state: { buffer: char, at: now }, target: matchTypeahead(char, tiles) };
}
