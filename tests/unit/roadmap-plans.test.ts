import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { roadmapPlanSchema } from '../../src/content/schema/roadmap-plans';
import { roadmaps } from '../../src/content/roadmaps';
import { loadRoadmapPlan, planOfModule, roadmapPlanSlugs } from '../../src/content/roadmap-plans';

const files = readdirSync(join(import.meta.dirname, '../../src/content/roadmap-plans')).filter((f) => f.endsWith('.ts'));

async function allPlans() {
  return Promise.all(
    roadmapPlanSlugs.map(async (slug) => {
      const plan = await loadRoadmapPlan(slug);
      return { slug, plan };
    }),
  );
}

describe('road map plans', () => {
  it('lists every plan file by its slug, synchronously', () => {
    expect([...roadmapPlanSlugs].sort()).toEqual(files.map((f) => f.replace(/\.ts$/, '')).sort());
  });

  it('each plan passes its schema and is named after its slug', async () => {
    for (const { slug, plan } of await allPlans()) {
      expect(plan, `${slug}.ts exports a plan`).toBeDefined();
      const parsed = roadmapPlanSchema.parse(plan);
      expect(parsed.slug, `${slug}.ts`).toBe(slug);
    }
  });

  it('RO1 to RO17 each have exactly one plan, matching the library’s road map (id and slug)', async () => {
    const plans = await allPlans();
    for (const roadmap of roadmaps) {
      const matching = plans.filter(({ plan }) => plan?.id === roadmap.id);
      expect(matching.length, `${roadmap.id} ${roadmap.title}: number of plans`).toBe(1);
      expect(matching[0]?.plan?.slug, `${roadmap.id}: slug`).toBe(roadmap.slug);
    }
    expect(new Set(plans.map(({ plan }) => plan?.slug)).size).toBe(plans.length);
  });

  it('stage ids and topic ids are unique within a plan (ticks are stored by topic id)', async () => {
    for (const { slug, plan } of await allPlans()) {
      const stages = plan?.stages ?? [];
      expect(new Set(stages.map((s) => s.id)).size, `${slug}: stage ids`).toBe(stages.length);
      const topics = stages.flatMap((s) => s.topics.map((t) => t.id));
      expect(new Set(topics).size, `${slug}: topic ids`).toBe(topics.length);
    }
  });

  it('finds a plan as the default export or a named one, and nothing in other modules', () => {
    const plan = { id: 'RO1', slug: 'x', stages: [] };
    expect(planOfModule({ default: plan })).toBe(plan);
    expect(planOfModule({ frontend: plan })).toBe(plan);
    expect(planOfModule({ other: 3 })).toBeUndefined();
  });

  it('loads an unknown slug as undefined, not an error', async () => {
    await expect(loadRoadmapPlan('no-such-road-map')).resolves.toBeUndefined();
  });
});
