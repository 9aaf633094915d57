import { z } from 'zod';
import { LANGS } from '@/lib/langs';

/**
 * One concept the interface names, and the one word a language uses for it (issue 45: one thing,
 * one name). `retired` lists the variants that word replaces: tests/unit/glossary.test.ts fails when
 * a user-visible string of that language still uses one (a whole word, case aside).
 */
const glossaryTermSchema = z.strictObject({
  /** A short English id for the concept ("page", "past paper"), unique in the file. */
  concept: z.string().min(1),
  /** The English interface word, for the translator's reference. */
  en: z.string().min(1),
  /** The one term this language uses. */
  term: z.string().min(1),
  /** Its other forms: plural, noun class, the form after a preposition. */
  forms: z.array(z.string().min(1)),
  /** Variants no string may use any more, matched as whole words whatever their case. */
  retired: z.array(z.string().min(1)),
  /** Exact phrases where a retired word is right after all (inside a proper name). */
  allow: z.array(z.string().min(1)).optional(),
  /** Why this term, and what a native editor should check. */
  note: z.string(),
  /** True once a native editor has confirmed the term; unconfirmed terms are listed as such in docs/glossary.md. */
  confirmed: z.boolean(),
});

/** A phrase or a choice that is not one term, written down for a native editor to check. */
const glossaryDoubtSchema = z.strictObject({
  /** The phrase or the choice, as the site shows it. */
  text: z.string().min(1),
  /** Where it is shown. */
  where: z.string().min(1),
  note: z.string().min(1),
  confirmed: z.boolean(),
});

/** One language's glossary: src/content/glossary/<lang>.json, edited by its translators. */
export const glossarySchema = z.strictObject({
  lang: z.enum(LANGS),
  /** The register the language's strings keep (formal or informal address), in one sentence. */
  register: z.string().min(1),
  /** The quotation marks its strings use, opening and closing: any other double quotation mark is a mistake. */
  quotes: z.tuple([z.string().length(1), z.string().length(1)]).optional(),
  terms: z.array(glossaryTermSchema),
  /** Phrases and choices awaiting a native editor's check. */
  doubts: z.array(glossaryDoubtSchema).optional(),
});

export type Glossary = z.infer<typeof glossarySchema>;
