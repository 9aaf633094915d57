export { BoardInfoCard, boardMarkVariants, boardInfoLabelClass, type BoardInfoCardProps } from './BoardInfoCard';
