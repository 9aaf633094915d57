export { ElementPlace, type PlaceLink } from './ElementPlace';
