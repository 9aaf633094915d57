export {
  RoadmapPlan,
  roadmapStageClass,
  roadmapProgressClass,
  type RoadmapPlanProps,
  type RoadmapPlanData,
  type RoadmapPlanStage,
  type RoadmapPlanTopic,
  type RoadmapPlanResource,
} from './RoadmapPlan';
export { parseDoneTopics, resetStoredMemory } from './progress-store';
