export * from './SiteHeader';
export * from './types';
