export * from './SimulationViewer';
