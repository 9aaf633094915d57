export { LevelPage, type LevelPageProps } from './LevelPage';
export { LevelPageSection, levelSectionVariants, type LevelPageSectionProps } from './LevelPageSection';
export { LevelPageCards, levelCardGridVariants, levelListLabelVariants, cardColumns, type LevelPageCardsProps } from './LevelPageCards';
export { LevelPageList, type LevelPageListProps } from './LevelPageList';
export { LevelPageStages, levelStageCodeVariants, useDurationText, type LevelPageStagesProps } from './LevelPageStages';
export {
  LevelPageResources,
  levelResourceIconVariants,
  COMING_SOON_PATH,
  type LevelPageResourcesProps,
} from './LevelPageResources';
export { LevelPageRelated, levelRelatedLinkVariants, LEVELS_OVERVIEW_PATH, type LevelPageRelatedProps } from './LevelPageRelated';
export type * from './types';
