export { PeriodicTable, type PeriodicTableProps, type TableElement } from './PeriodicTable';
