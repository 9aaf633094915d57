export * from './Dialog';
