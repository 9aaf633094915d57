export * from './StatsBand';
