export * from './PaperCard';
