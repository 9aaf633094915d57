export { ElementDialog, type ElementDialogProps, type DialogElement } from './ElementDialog';
export { elementBadgeVariants, elementAccentVariants, type ElementText } from '../ElementDetails';
