export * from './PaperList';
