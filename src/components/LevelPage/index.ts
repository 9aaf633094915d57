export { LevelPage } from './LevelPage';
export { LevelPageSection } from './LevelPageSection';
export type * from './types';
