export * from './SaveOffline';
