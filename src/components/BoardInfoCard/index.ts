export { BoardInfoCard } from './BoardInfoCard';
