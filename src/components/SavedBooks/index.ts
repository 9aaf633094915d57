export * from './SavedBooks';
