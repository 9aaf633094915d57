export * from './ResourceTabs';
