import { z } from 'zod';
import { hrefSchema, localized } from './base';

/**
 * Academic levels: the overview page (/academic-levels) and the six level guides that one
 * LevelPage template renders. A guide is an ordered list of typed sections, so each page is
 * data, not hand-written JSX. Every exported name starts with "level" because schema.ts
 * re-exports all collections side by side.
 */

/** The six levels, in the order a learner meets them. */
export const LEVEL_IDS = ['primary', 'olevel', 'alevel', 'tvet', 'higher', 'professional'] as const;
const levelIdSchema = z.enum(LEVEL_IDS);

/** The two boards that shape learning before university: general education (REB) and TVET (RTB). */
const levelBoardIdSchema = z.enum(['reb', 'rtb']);

const levelSlug = z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'lowercase words joined by hyphens');
const levelText = localized(z.string().trim().min(1));
/** A list in three languages: the same number of items in each, item for item. */
const levelTextList = localized(z.array(z.string().trim().min(1)).min(1)).refine((v) => v.en.length === v.fr.length && v.en.length === v.rw.length, {
  message: 'en, fr and rw lists must have the same number of items',
});

/** A length of study, e.g. 6–12 months; the page words it in the visitor's language. */
const levelDurationSchema = z
  .object({
    min: z.number().int().positive(),
    max: z.number().int().positive(),
    unit: z.enum(['months', 'years']),
  })
  .refine((d) => d.min < d.max, { message: 'a duration is a range: min must be below max' });

/** A titled list inside a card ("Subjects", "Career pathways"). */
const levelLabelledListSchema = z.object({ label: levelText, items: levelTextList });

/** One card of a card grid: a title, an optional paragraph and any number of labelled lists. */
const levelInfoCardSchema = z.object({
  id: levelSlug,
  title: levelText,
  text: levelText.optional(),
  lists: z.array(levelLabelledListSchema).optional(),
});

/** A stage of study: a school year (S1), or a qualification (diploma) with its duration. */
const levelStageSchema = z.object({
  id: levelSlug,
  /** Short code shown prominently beside the title: "S1". */
  code: z
    .string()
    .regex(/^[A-Z][0-9]$/)
    .optional(),
  title: levelText,
  duration: levelDurationSchema.optional(),
  text: levelText,
});

/** Icons a resource card may show (names from the site's icon set). */
const levelResourceIconSchema = z.enum(['book', 'paper', 'compass', 'flask', 'users', 'download']);

/**
 * What a card that leads to downloadable files says while any of them is still a sample (the
 * build's src/content/file-offers.ts tells): the card's own `text` is then what it says once every
 * one is real. LevelGuide picks between the two.
 */
const levelWhileSamplesSchema = z.object({ files: z.enum(['books', 'papers']), text: levelText });

/** A resource card: what it is, and one action that leads to a real page or to /coming-soon. */
const levelResourceSchema = z.object({
  id: levelSlug,
  icon: levelResourceIconSchema,
  title: levelText,
  text: levelText,
  whileSamples: levelWhileSamplesSchema.optional(),
  /** The link's visible text: it names the destination on its own ("Browse textbooks"). */
  action: levelText,
  to: hrefSchema.refine((v) => v.startsWith('/') && !v.includes('#'), { message: 'a site path, never "#"' }),
});

const sectionBase = { id: levelSlug, heading: levelText, intro: levelText.optional() };

/** Paragraphs of prose. */
const levelProseSectionSchema = z.object({ kind: z.literal('prose'), ...sectionBase, paragraphs: levelTextList });

/** A grid of information cards. */
const levelCardsSectionSchema = z.object({
  kind: z.literal('cards'),
  ...sectionBase,
  cards: z.array(levelInfoCardSchema).min(1),
});

/** A bulleted list (objectives, benefits). */
const levelListSectionSchema = z.object({ kind: z.literal('list'), ...sectionBase, items: levelTextList });

/** Grade cards (S1–S3), or qualification cards with durations. */
const levelStagesSectionSchema = z.object({
  kind: z.literal('stages'),
  ...sectionBase,
  stages: z.array(levelStageSchema).min(1),
});

/** Resource cards, each with one destination. */
const levelResourcesSectionSchema = z.object({
  kind: z.literal('resources'),
  ...sectionBase,
  resources: z.array(levelResourceSchema).min(1),
});

/** Links to other level guides, then back to the overview. */
const levelRelatedSectionSchema = z.object({
  kind: z.literal('related'),
  ...sectionBase,
  levels: z.array(levelIdSchema).min(1),
});

const levelSectionSchema = z.discriminatedUnion('kind', [
  levelProseSectionSchema,
  levelCardsSectionSchema,
  levelListSectionSchema,
  levelStagesSectionSchema,
  levelResourcesSectionSchema,
  levelRelatedSectionSchema,
]);

/** What every page needs to name and link a level: the overview's cards and the related links. */
export const levelSummarySchema = z.object({
  id: levelIdSchema,
  path: z.string().regex(/^\/academic-levels\/[a-z]+$/),
  /** The level's name ("Primary education"). */
  name: levelText,
  /** The years it covers ("P1–P6"), or how long it takes where there are no grades. */
  span: levelText,
  summary: levelText,
  board: levelBoardIdSchema.optional(),
});

/** One level guide: its header and its ordered sections. */
export const levelSchema = z.object({
  id: levelIdSchema,
  /** The page's h1. */
  title: levelText,
  /** The paragraph under the h1. */
  description: levelText,
  sections: z.array(levelSectionSchema).min(3),
});

/** An information card about one of the two boards. */
const levelBoardSchema = z.object({
  id: levelBoardIdSchema,
  abbreviation: z.string().regex(/^[A-Z]{2,6}$/),
  /** The board's official (English) name, with a gloss in French and Kinyarwanda. */
  name: levelText,
  scope: levelText,
  responsibilities: levelTextList,
  levels: z.array(levelIdSchema).min(1),
});

/** The overview page's own content (the level cards come from the summaries). */
export const levelsOverviewSchema = z.object({
  intro: levelProseSectionSchema,
  levelsHeading: levelText,
  levelsIntro: levelText,
  boardsHeading: levelText,
  boardsIntro: levelText,
  boards: z.array(levelBoardSchema).length(2),
});

export type LevelId = z.infer<typeof levelIdSchema>;
export type LevelSection = z.infer<typeof levelSectionSchema>;
export type LevelSummary = z.infer<typeof levelSummarySchema>;
export type Level = z.infer<typeof levelSchema>;
export type LevelsOverview = z.infer<typeof levelsOverviewSchema>;
