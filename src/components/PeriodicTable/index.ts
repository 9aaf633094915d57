export { PeriodicTable, periodicTableVariants, NO_ELEMENT, type PeriodicTableProps, type TableElement } from './PeriodicTable';
