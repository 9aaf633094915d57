export { ElementList, elementListItemVariants, elementListItemId, type ElementListProps, type ListElement } from './ElementList';
