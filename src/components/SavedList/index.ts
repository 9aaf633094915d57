export * from './SavedList';
