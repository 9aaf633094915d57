export { ElementPreview, elementPreviewClass, type ElementPreviewProps } from './ElementPreview';
