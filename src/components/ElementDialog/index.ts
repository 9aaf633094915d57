export { ElementDialog, elementBadgeVariants, elementAccentVariants, type ElementDialogProps, type DialogElement, type ElementText } from './ElementDialog';
