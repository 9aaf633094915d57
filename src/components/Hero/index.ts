export * from './Hero';
