export * from './PaperFilters';
