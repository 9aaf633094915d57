export * from './OfflineNotice';
