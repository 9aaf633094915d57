export * from './StemOverview';
