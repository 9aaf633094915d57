export * from './StemNav';
