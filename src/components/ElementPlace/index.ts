export { ElementPlace, elementPlaceLinkVariants, type ElementPlaceProps, type PlaceLink } from './ElementPlace';
