export * from './PhetCredit';
