export { ElementList, type ListElement } from './ElementList';
