/** The DOM id of an element's tile, so focus can come back to it when its details close. */
export function elementTileId(symbol: string): string {
  return `element-tile-${symbol}`;
}

/** The DOM id of an element's list entry, so focus can come back to it when its details close. */
export function elementListItemId(symbol: string): string {
  return `element-item-${symbol}`;
}
