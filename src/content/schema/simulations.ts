import { z } from 'zod';
import { langSchema } from './base';

/**
 * The PhET simulation catalogue (src/content/simulations.ts), copied from ../shared/data/simulations.json
 * (evidence in simulations.SOURCES.md there). The schema holds the same rules as that folder's
 * check-simulations.mjs; tests/unit/simulations-content.test.ts adds the catalogue-wide checks (counts, unique ids).
 */

export const SIMULATION_SUBJECTS = ['physics', 'chemistry', 'biology', 'math'] as const;
const simulationSubjectSchema = z.enum(SIMULATION_SUBJECTS);

/** The catalogue's category labels (English, as in the source data); their translations are in src/locales/<lang>/content/simulations.po. */
export const SIMULATION_CATEGORIES = [
  'Mechanics',
  'Energy',
  'Thermodynamics',
  'Waves',
  'Electricity',
  'Magnetism',
  'Optics',
  'Fluids',
  'Astronomy',
  'Nuclear Physics',
  'Quantum Physics',
  'Atomic Structure',
  'Chemical Bonding',
  'Acids and Bases',
  'Chemical Reactions',
  'Solutions',
  'Gases',
  'States of Matter',
  'Evolution',
  'Genetics',
  'Cell Biology',
  'Neuroscience',
  'Arithmetic',
  'Fractions',
  'Ratios & Proportions',
  'Algebra',
  'Functions',
  'Patterns',
  'Geometry',
  'Probability',
  'Statistics',
] as const;
const simulationCategorySchema = z.enum(SIMULATION_CATEGORIES);

const SLUG = /^[a-z0-9]+(-[a-z0-9]+)*$/;
const MAX_DESCRIPTION_WORDS = 25;

/** A non-empty string with no leading or trailing whitespace. */
const trimmed = z
  .string()
  .min(1)
  .refine((v) => v.trim() !== '' && v === v.trim(), { message: 'must be non-empty, with no leading or trailing whitespace' });

/** One sentence of at most 25 words, ending with sentence punctuation (the source data's rule). */
const oneSentence = (maxWords: number) =>
  trimmed
    .refine((v) => v.split(/\s+/).length <= maxWords, { message: `must have at most ${maxWords} words` })
    .refine((v) => /[.!?]$/.test(v), { message: 'must end with sentence punctuation' })
    .refine((v) => !/[.!?]\s+\S/.test(v), { message: 'must be a single sentence' });

export const simulationSchema = z
  .strictObject({
    id: z.string().regex(SLUG, 'must be a lower-case kebab-case slug'),
    subject: simulationSubjectSchema,
    /** PhET's own English title, verbatim; never translated by us. */
    name: trimmed,
    category: simulationCategorySchema,
    /** Our English description (the source data's): one sentence, at most 25 words. */
    description: oneSentence(MAX_DESCRIPTION_WORDS),
    /** Languages PhET has a translation for; 'en' always first. */
    locales: z
      .array(langSchema)
      .min(1)
      .refine((l) => l.includes('en'), { message: 'must include "en"' })
      .refine((l) => new Set(l).size === l.length, { message: 'has duplicates' }),
    url: z.string(),
  })
  .refine((s) => s.url === `https://phet.colorado.edu/sims/html/${s.id}/latest/${s.id}_all.html`, {
    message: 'url must be https://phet.colorado.edu/sims/html/<id>/latest/<id>_all.html',
    path: ['url'],
  });

/**
 * Our French or Kinyarwanda texts for the catalogue: a description per simulation id and a name per
 * category. They run a little longer than English (articles in French, Kinyarwanda's longer words), so
 * they get up to 35 words, still one sentence. Simulation names stay PhET's English titles.
 */
export const simulationTextsSchema = z.strictObject({
  categories: z.record(simulationCategorySchema, trimmed),
  descriptions: z.record(z.string().regex(SLUG), oneSentence(MAX_DESCRIPTION_WORDS + 10)),
});

export type SimulationSubject = z.infer<typeof simulationSubjectSchema>;
export type Simulation = z.infer<typeof simulationSchema>;
export type SimulationTexts = z.infer<typeof simulationTextsSchema>;
/**
 * Our texts for part of the catalogue (one subject's simulations and categories, as a page loads
 * them); what is missing shows in English.
 */
export interface PartialSimulationTexts {
  categories: Partial<SimulationTexts['categories']>;
  descriptions: SimulationTexts['descriptions'];
}
