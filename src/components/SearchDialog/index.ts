export * from './SearchDialog';
