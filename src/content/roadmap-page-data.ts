import type { RoadmapPlanData } from '@/components/RoadmapPlan';
import type { Lang, TextLang } from '@/lib/langs';
import type { Roadmap } from './schema';
import { ROADMAP_RESOURCE_LANG, type RoadmapPlan } from './schema/roadmap-plans';

/**
 * Everything a road map's page shows, in one language: the library entry's title and description,
 * the plan's intro, credit and date, its stages, and the PDF with its size. Written per road map
 * and language by `npm run content:generate` (scripts/build/lib/roadmap-pages.ts), so a page fetches its
 * own text in its own language (about a third of the plan module, which holds all three).
 */
export interface RoadmapPageData {
  id: string;
  slug: string;
  title: string;
  /** The title's language (roadmap.sh's English title): marked with `lang` on other pages. */
  titleLang: TextLang;
  description: string;
  intro: string;
  followsRoadmapSh: boolean;
  /** ISO date of the last review. */
  updated: string;
  pdf: { href: string; sizeBytes?: number };
  plan: RoadmapPlanData;
}

/** A road map's page data in one language, from its written plan and its library entry. */
export function buildRoadmapPage(plan: RoadmapPlan, entry: Roadmap, lang: Lang, sizeOf: (file: string) => number | undefined): RoadmapPageData {
  const href = entry.file[lang];
  const sizeBytes = sizeOf(href);
  return {
    id: plan.id,
    slug: plan.slug,
    title: entry.title,
    titleLang: entry.titleLang,
    description: entry.description[lang],
    intro: plan.intro[lang],
    followsRoadmapSh: plan.followsRoadmapSh,
    updated: plan.updated,
    pdf: sizeBytes === undefined ? { href } : { href, sizeBytes },
    plan: {
      stages: plan.stages.map((stage) => ({
        id: stage.id,
        title: stage.title[lang],
        goal: stage.goal[lang],
        project: stage.project[lang],
        weeks: stage.weeks,
        topics: stage.topics.map((topic) => ({ id: topic.id, title: topic.title[lang], text: topic.text[lang] })),
        resources: stage.resources.map((resource) => ({ ...resource, lang: ROADMAP_RESOURCE_LANG })),
        curriculum: (stage.curriculum ?? []).map((link) => ({ source: link.source, name: link.name[lang] })),
      })),
    },
  };
}
