export { RoadmapPlan, type RoadmapPlanData } from './RoadmapPlan';
export { resetStoredMemory } from './progress-store';
