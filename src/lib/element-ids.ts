/** The DOM id of an element's tile, so focus can come back to it when its details close. */
export function elementTileId(symbol: string): string {
  return `element-tile-${symbol}`;
}

/** The DOM id of an element's list entry, so focus can come back to it when its details close. */
export function elementListItemId(symbol: string): string {
  return `element-item-${symbol}`;
}

/**
 * The symbol of the element whose tile holds `target` (a tap on the table's prerendered HTML), if
 * any: the page opens its details before the grid's code has loaded.
 */
export function tileSymbolAt(target: Element, elements: readonly { number: number; symbol: string }[]): string | undefined {
  const number = Number(target.closest<HTMLElement>('[data-slot=element-tile]')?.dataset.number);
  return elements.find((e) => e.number === number)?.symbol;
}
