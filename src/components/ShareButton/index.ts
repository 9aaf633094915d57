export * from './ShareButton';
