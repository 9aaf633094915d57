export { LevelPage, type LevelPageProps } from './LevelPage';
export { LevelPageSection, levelSectionVariants, type LevelPageSectionProps } from './LevelPageSection';
export { LevelPageCards, levelCardGridVariants, levelListLabelClass, cardColumns, type LevelPageCardsProps } from './LevelPageCards';
export { LevelPageList, type LevelPageListProps } from './LevelPageList';
export { LevelPageStages, levelStageCodeClass, useDurationText, type LevelPageStagesProps } from './LevelPageStages';
export {
  LevelPageResources,
  levelResourceIconClass,
  COMING_SOON_PATH,
  type LevelPageResourcesProps,
} from './LevelPageResources';
export { LevelPageRelated, levelRelatedLinkClass, LEVELS_OVERVIEW_PATH, type LevelPageRelatedProps } from './LevelPageRelated';
export type * from './types';
