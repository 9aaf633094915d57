export * from './DocumentResults';
