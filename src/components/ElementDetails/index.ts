export { ElementDetails, type DetailsElement, type ElementText } from './ElementDetails';
