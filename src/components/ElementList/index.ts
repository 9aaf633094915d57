export { ElementList, elementListItemClass, elementListItemId, type ElementListProps, type ListElement } from './ElementList';
