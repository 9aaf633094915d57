export { LevelCard } from './LevelCard';
