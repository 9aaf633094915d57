/** Where an element is drawn in the table: its column (1–18) and row (1–7, 9 and 10 for the f-block rows). */
export interface PlacedElement {
  number: number;
  symbol: string;
  column: number;
  row: number;
}

/** The rows the table draws the lanthanoids (9) and actinoids (10) in, below the main table. */
const F_ROWS: Record<number, number> = { 9: 6, 10: 7 };

/** The element's period (1–7): the f-block rows belong to periods 6 and 7. */
export function periodOf(element: Pick<PlacedElement, 'row'>): number {
  return F_ROWS[element.row] ?? element.row;
}

/**
 * The element's group (1–18), or null for the lanthanoids and actinoids: the table draws them in
 * their own rows, and they carry no group number of their own.
 */
export function groupOf(element: Pick<PlacedElement, 'row' | 'column'>): number | null {
  return element.row in F_ROWS ? null : element.column;
}

/** The elements that touch one element in the drawn table (none where the cell is empty or off the table). */
export interface Neighbours<T> {
  left?: T;
  right?: T;
  above?: T;
  below?: T;
}

/**
 * The neighbours of one element as the table draws it: the cells left and right in its row, above
 * and below in its column. The main table (rows 1–7) and the f-block rows (9–10) are separate
 * blocks: lanthanum's cell above is not a cell of period 5.
 */
export function neighboursOf<T extends PlacedElement>(element: PlacedElement, all: readonly T[]): Neighbours<T> {
  const at = (column: number, row: number) => all.find((e) => e.column === column && e.row === row);
  const inBlock = (row: number) => (element.row in F_ROWS ? row in F_ROWS : row >= 1 && row <= 7);
  const found: Neighbours<T> = {};
  const left = at(element.column - 1, element.row);
  const right = at(element.column + 1, element.row);
  const above = inBlock(element.row - 1) ? at(element.column, element.row - 1) : undefined;
  const below = inBlock(element.row + 1) ? at(element.column, element.row + 1) : undefined;
  if (left) found.left = left;
  if (right) found.right = right;
  if (above) found.above = above;
  if (below) found.below = below;
  return found;
}

/** The elements just before and after one element in atomic number (none before hydrogen, none after the last). */
export function previousAndNext<T extends Pick<PlacedElement, 'number'>>(
  element: Pick<PlacedElement, 'number'>,
  all: readonly T[],
): { previous?: T; next?: T } {
  const previous = all.find((e) => e.number === element.number - 1);
  const next = all.find((e) => e.number === element.number + 1);
  return { ...(previous && { previous }), ...(next && { next }) };
}
