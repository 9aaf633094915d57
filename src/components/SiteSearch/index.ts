export * from './SiteSearch';
