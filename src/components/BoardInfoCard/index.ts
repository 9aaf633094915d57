export { BoardInfoCard, boardMarkVariants, boardInfoLabelVariants, type BoardInfoCardProps } from './BoardInfoCard';
