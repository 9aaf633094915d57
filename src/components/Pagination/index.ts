export * from './Pagination';
