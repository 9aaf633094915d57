export { ElementPreview } from './ElementPreview';
