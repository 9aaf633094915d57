import type { RoadmapPlan } from './schema/roadmap-plans';

/**
 * The written road maps, one module per road map in ./roadmap-plans/<slug>.ts. The slugs are known
 * at once (from the file names, for the route table, the sitemap and the library's links), while a
 * plan's text is loaded only when its page needs it: a road map page ships its own plan, not all 17.
 * The schema is checked by tests/unit/roadmap-plans.test.ts; zod stays out of the browser bundle.
 */
const modules = import.meta.glob<Record<string, unknown>>('./roadmap-plans/*.ts');

const slugOf = (file: string): string => file.replace(/^.*\//, '').replace(/\.ts$/, '');

const loaders = new Map<string, () => Promise<Record<string, unknown>>>(
  Object.entries(modules).map(([file, load]) => [slugOf(file), load]),
);

/** Every slug with a written plan, in alphabetical order. */
export const roadmapPlanSlugs: readonly string[] = [...loaders.keys()].sort();

/** Whether a road map has a written plan (and so a page). */
export function hasRoadmapPlan(slug: string): boolean {
  return loaders.has(slug);
}

const looksLikePlan = (value: unknown): value is RoadmapPlan =>
  typeof value === 'object' && value !== null && 'stages' in value && 'slug' in value && 'id' in value;

/** A plan module's plan, whether it is the default export or a named one. */
export function planOfModule(module: Record<string, unknown>): RoadmapPlan | undefined {
  if (looksLikePlan(module.default)) return module.default;
  return Object.values(module).find(looksLikePlan);
}

/** A promise React's use() reads synchronously once settled (the status fields React itself sets on thenables). */
type TrackedPromise = Promise<RoadmapPlan | undefined> & { status?: 'fulfilled'; value?: RoadmapPlan | undefined };

interface Entry {
  promise: TrackedPromise;
  plan?: RoadmapPlan;
  done: boolean;
}

const cache = new Map<string, Entry>();

/**
 * Starts (or reuses) the load of one plan; resolves to undefined for an unknown slug. The same
 * promise is returned on every call, so a page can `use()` it inside Suspense.
 */
export function loadRoadmapPlan(slug: string): Promise<RoadmapPlan | undefined> {
  let entry = cache.get(slug);
  if (!entry) {
    const load = loaders.get(slug);
    const created: Entry = { done: false, promise: Promise.resolve(undefined) };
    const promise: TrackedPromise = (load ? load().then(planOfModule) : Promise.resolve(undefined)).then((plan) => {
      created.plan = plan;
      created.done = true;
      // Marked as React marks a thenable it has read, so use() returns the plan without suspending
      // when it has loaded before rendering (prerender, hydration).
      promise.status = 'fulfilled';
      promise.value = plan;
      return plan;
    });
    created.promise = promise;
    // A failed load (a lost connection) can be retried on the next visit.
    created.promise.catch(() => cache.delete(slug));
    cache.set(slug, created);
    entry = created;
  }
  return entry.promise;
}

/**
 * The plan if it has loaded already: `{ plan }` (plan undefined for an unknown slug), or undefined
 * while it is still loading. Lets the page render at once at prerender and hydration.
 */
export function loadedRoadmapPlan(slug: string): { plan: RoadmapPlan | undefined } | undefined {
  const entry = cache.get(slug);
  return entry?.done ? { plan: entry.plan } : undefined;
}
