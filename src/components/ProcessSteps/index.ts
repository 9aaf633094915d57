export * from './ProcessSteps';
