import type { RoadmapPlan } from './schema/roadmap-plans';
import { lateLoader } from '@/lib/late-load';

/**
 * The written road maps, one module per road map in ./roadmap-plans/<slug>.ts, each in all three
 * languages side by side (as translators work). The browser never loads these: content:generate
 * writes each road map's page data per language (./roadmap-pages.ts). Here for the tests
 * (tests/unit/roadmap-plans.test.ts checks every plan against its schema).
 */
const modules = import.meta.glob<Record<string, unknown>>('./roadmap-plans/*.ts');

const slugOf = (file: string): string => file.replace(/^.*\//, '').replace(/\.ts$/, '');

const loaders = new Map<string, () => Promise<Record<string, unknown>>>(Object.entries(modules).map(([file, load]) => [slugOf(file), load]));

/** Every slug with a written plan, in alphabetical order. */
export const roadmapPlanSlugs: readonly string[] = [...loaders.keys()].sort();

const looksLikePlan = (value: unknown): value is RoadmapPlan =>
  typeof value === 'object' && value !== null && 'stages' in value && 'slug' in value && 'id' in value;

/** A plan module's plan, whether it is the default export or a named one. */
export function planOfModule(module: Record<string, unknown>): RoadmapPlan | undefined {
  if (looksLikePlan(module.default)) return module.default;
  return Object.values(module).find(looksLikePlan);
}

/** Loads one plan (the module as written, all three languages); resolves to undefined for an unknown slug. */
export const loadRoadmapPlan = lateLoader<RoadmapPlan | undefined>(async (slug) => {
  const load = loaders.get(slug);
  return load ? planOfModule(await load()) : undefined;
});
