export * from './Select';
export * from './variants';
