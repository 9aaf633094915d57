export { LevelCard, type LevelCardProps } from './LevelCard';
