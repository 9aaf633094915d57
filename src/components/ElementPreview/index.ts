export { ElementPreview, elementPreviewVariants, type ElementPreviewProps } from './ElementPreview';
