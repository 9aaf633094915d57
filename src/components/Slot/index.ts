export * from './Slot';
