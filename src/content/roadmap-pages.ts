import type { RoadmapPageData } from './roadmap-page-data';
import type { Lang } from '@/lib/langs';
import { lateLoader } from '@/lib/late-load';

export type { RoadmapPageData } from './roadmap-page-data';

// One module per road map and language (`frontend-developer.fr.json`), written by
// `npm run content:generate` (scripts/build/lib/roadmap-pages.ts).
const modules = import.meta.glob<RoadmapPageData>('./generated/roadmap-pages/*.json', { import: 'default' });

const load = lateLoader<RoadmapPageData | undefined>(async (key) => modules[`./generated/roadmap-pages/${key}.json`]?.());

/**
 * Starts (or reuses) the load of one road map's page in one language; resolves to undefined for a
 * slug without a written plan. The same promise every time: the page `use()`s it, and the route's
 * `prepare` settles it before prerendering and hydrating.
 */
export function loadRoadmapPage(slug: string, lang: Lang): Promise<RoadmapPageData | undefined> {
  return load(`${slug}.${lang}`);
}

/** Whether a road map has a written plan, and so a page (its English page data was generated). */
export function hasRoadmapPage(slug: string): boolean {
  return `./generated/roadmap-pages/${slug}.en.json` in modules;
}
