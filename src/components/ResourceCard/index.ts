export { ResourceCard, resourceDownloadClass, fileTypeOf, type ResourceCardProps, type ResourceItem } from './ResourceCard';
