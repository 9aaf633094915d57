export { ResourceCard, resourceDownloadVariants, fileTypeOf, type ResourceCardProps, type ResourceItem } from './ResourceCard';
