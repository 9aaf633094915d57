import { z } from 'zod';
import { localized } from './base';
import { infoIconSchema, infoDestinationSchema, infoParagraphsSchema, infoTextSchema } from './info-common';

const STEM_SUBJECTS = ['science', 'technology', 'engineering', 'mathematics'] as const;
const stemSubjectSchema = z.enum(STEM_SUBJECTS);

/** One of the four STEM navigation buttons. */
export const stemNavItemSchema = z.object({
  id: stemSubjectSchema,
  label: localized(infoTextSchema),
  to: infoDestinationSchema,
});

/** One of a STEM page's three cards: what it is, what a learner gains, one button. */
const stemCardSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  icon: infoIconSchema,
  title: localized(infoTextSchema),
  description: localized(infoTextSchema),
  benefits: localized(z.array(infoTextSchema).min(2).max(5)),
  action: localized(infoTextSchema),
  to: infoDestinationSchema,
});

/** The data behind one StemOverview page. */
export const stemPageSchema = z.object({
  id: stemSubjectSchema,
  summary: localized(infoTextSchema),
  introTitle: localized(infoTextSchema),
  intro: localized(infoParagraphsSchema),
  cards: z.array(stemCardSchema).length(3),
});

export type StemSubject = z.infer<typeof stemSubjectSchema>;
export type StemNavItem = z.infer<typeof stemNavItemSchema>;
export type StemPage = z.infer<typeof stemPageSchema>;
