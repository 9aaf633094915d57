import { z } from 'zod';
import { localized } from './base';
import { infoParagraphsSchema, infoTextSchema } from './info-common';

/** The fourteen sections of the terms, in the order the product owner set. */
export const TERMS_SECTION_IDS = [
  'acceptance',
  'service',
  'eligibility',
  'acceptableUse',
  'intellectualProperty',
  'privacy',
  'disclaimers',
  'liability',
  'educationalUse',
  'termination',
  'changes',
  'governingLaw',
  'contact',
  'severability',
] as const;

const termsSectionIdSchema = z.enum(TERMS_SECTION_IDS);

const termsSectionSchema = z.object({
  id: termsSectionIdSchema,
  title: localized(infoTextSchema),
  paragraphs: localized(infoParagraphsSchema),
  /** An optional bulleted list after the paragraphs. */
  items: localized(z.array(infoTextSchema)).optional(),
});

export const termsSchema = z.object({
  /** When the terms last changed (a content date, not the build date): YYYY-MM-DD. */
  lastUpdated: z.iso.date(),
  intro: localized(infoTextSchema),
  sections: z.array(termsSectionSchema).length(TERMS_SECTION_IDS.length),
});

export type TermsContent = z.infer<typeof termsSchema>;
