export { ElementTile, elementTileVariants, elementTileId, type ElementTileProps, type TileElement } from './ElementTile';
