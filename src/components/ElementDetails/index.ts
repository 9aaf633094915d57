export { ElementDetails, elementBadgeVariants, elementAccentVariants, type ElementDetailsProps, type DetailsElement, type ElementText } from './ElementDetails';
