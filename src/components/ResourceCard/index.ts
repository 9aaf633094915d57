export { ResourceCard, type ResourceItem } from './ResourceCard';
