export * from './PageMeta';
