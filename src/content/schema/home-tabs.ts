import { z } from 'zod';
import { localized } from './base';
import { infoIconSchema, infoDestinationSchema, infoTextSchema } from './info-common';

/** The home page's seven resource tabs, in the order the product owner set. */
export const HOME_TAB_IDS = ['stem', 'humanities', 'languages', 'arts', 'vocational', 'health', 'interdisciplinary'] as const;

const homeTabIdSchema = z.enum(HOME_TAB_IDS);

/** One card in a tab: a title, a sentence, one action to a real page or /coming-soon. */
const homeResourceCardSchema = z.object({
  id: z.string().regex(/^[a-z][a-z0-9-]*$/),
  icon: infoIconSchema,
  title: localized(infoTextSchema),
  description: localized(infoTextSchema),
  actionLabel: localized(infoTextSchema),
  to: infoDestinationSchema,
});

const homeTabSchema = z.object({
  id: homeTabIdSchema,
  label: localized(infoTextSchema),
  intro: localized(infoTextSchema),
  cards: z.array(homeResourceCardSchema).min(4),
});

export const homeTabsSchema = z.array(homeTabSchema).length(HOME_TAB_IDS.length);

export type HomeResourceCard = z.infer<typeof homeResourceCardSchema>;
export type HomeTab = z.infer<typeof homeTabSchema>;
