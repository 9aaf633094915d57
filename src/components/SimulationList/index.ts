export * from './SimulationList';
