export * from './BoardToggle';
