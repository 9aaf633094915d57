export { ElementTile, type TileElement } from './ElementTile';
