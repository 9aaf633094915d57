import { z } from 'zod';
import type { TextLang } from '@/lib/langs';
import { plainText } from '@/lib/lang-parts';

/**
 * A sentence of a plan, `min`–`max` characters as shown: marks of language of parts
 * (`[[en:type hints]]`, lib/lang-parts) do not count towards its length.
 */
const prose = (min: number, max: number) =>
  z.string().refine((v) => plainText(v).length >= min && plainText(v).length <= max, {
    message: `must be ${min}–${max} characters as shown`,
  });

/**
 * A sentence in the three languages. The limits are the English writer's; a translation may run half
 * as long again (French and Kinyarwanda often take a fifth to a third more than English), so a
 * faithful translation is never refused, and its road map's PDF never falls back to a sample.
 */
const localizedProse = (min: number, max: number) => {
  const translated = prose(min, Math.round(max * 1.5));
  return z.object({ en: prose(min, max), fr: translated, rw: translated });
};

/** A stable lower-case slug: `html-and-css`. */
const slugSchema = z.string().regex(/^[a-z0-9]+(-[a-z0-9]+)*$/);

/**
 * A free resource a stage points to: its name and its home page (an https origin with at most one
 * path segment, e.g. `https://developer.mozilla.org/` or `https://www.freecodecamp.org/learn`),
 * never a deep link that may rot.
 */
/** Every resource a road map links is an English-language site, named in English (its `lang` on French and Kinyarwanda pages). */
export const ROADMAP_RESOURCE_LANG: TextLang = 'en';

const roadmapResourceSchema = z.object({
  name: z.string().min(2).max(80),
  url: z
    .string()
    .url()
    .refine((v) => v.startsWith('https://') && new URL(v).pathname.split('/').filter(Boolean).length <= 1 && !new URL(v).search && !new URL(v).hash, {
      message: 'a resource is linked by its https home page (at most one path segment, no query or hash)',
    }),
  /** Official documentation, or a course / tutorial. */
  kind: z.enum(['docs', 'course', 'tool']),
});

/** One thing to learn in a stage: a short title and a sentence on what to learn and why. */
const roadmapTopicItemSchema = z.object({
  id: slugSchema,
  title: localizedProse(2, 70),
  text: localizedProse(30, 320),
});

/**
 * Where a stage matches what Rwandan schools teach: a module of the RTB Software Development
 * qualification (TVET levels 3–5) or a subject of the REB upper-secondary Computer Science
 * syllabus. `name` is the module or subject as the school names it.
 */
const curriculumLinkSchema = z.object({
  source: z.enum(['rtb-swd', 'reb-cs']),
  name: localizedProse(3, 90),
});

const roadmapStageSchema = z.object({
  id: slugSchema,
  title: localizedProse(3, 70),
  /** What the learner can do at the end of the stage (one or two sentences). */
  goal: localizedProse(30, 300),
  topics: z.array(roadmapTopicItemSchema).min(3).max(8),
  /** A small project that proves the stage (one to three sentences). */
  project: localizedProse(30, 400),
  /** Weeks for a learner with about 10 hours a week. */
  weeks: z.number().int().min(1).max(26),
  resources: z.array(roadmapResourceSchema).min(1).max(4),
  curriculum: z.array(curriculumLinkSchema).max(3).default([]),
});

/** A developer road map written by Ubumenyi: ordered stages, each with topics, a project, a time and resources. */
export const roadmapPlanSchema = z.object({
  /** The road map's id in the library (RO1–RO17). */
  id: z.string().regex(/^RO([1-9]|1[0-7])$/),
  /** The page's slug: /road-maps/<slug>. */
  slug: slugSchema,
  /** Who the road map is for and where it leads (two or three sentences). */
  intro: localizedProse(60, 500),
  /** True where the order of stages follows roadmap.sh's chart for this field (credited on the page). */
  followsRoadmapSh: z.boolean(),
  /** When the content was last reviewed, ISO YYYY-MM-DD. */
  updated: z.iso.date(),
  stages: z.array(roadmapStageSchema).min(5).max(9),
});

export type RoadmapResource = z.infer<typeof roadmapResourceSchema>;
export type CurriculumLink = z.infer<typeof curriculumLinkSchema>;
export type RoadmapPlan = z.input<typeof roadmapPlanSchema>;
