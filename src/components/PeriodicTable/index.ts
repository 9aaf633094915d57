export { PeriodicTable, periodicTableClass, NO_ELEMENT, type PeriodicTableProps, type TableElement } from './PeriodicTable';
