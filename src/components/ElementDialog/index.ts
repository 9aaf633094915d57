export { ElementDialog, type ElementDialogProps, type DialogElement } from './ElementDialog';
export { type ElementText } from '../ElementDetails';
