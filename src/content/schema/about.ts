import { z } from 'zod';
import { localized } from './base';
import { teamMemberSchema } from './site';
import { infoActionSchema, infoParagraphsSchema, infoTextSchema } from './info-common';

/** How a statistic is written: "50+", "90 %", or the bare number. */
const aboutStatUnitSchema = z.enum(['plus', 'percent', 'none']);

const aboutStatSchema = z.object({
  id: z.string().regex(/^[a-z][a-zA-Z]*$/),
  value: z.number().int().nonnegative(),
  unit: aboutStatUnitSchema,
  label: localized(infoTextSchema),
});

/** What each team role means, keyed like the site config's `team[].role`. */
const aboutRoleSchema = z.object({ title: localized(infoTextSchema), focus: localized(infoTextSchema) });

export const aboutSchema = z.object({
  story: localized(infoParagraphsSchema),
  mission: localized(infoTextSchema),
  vision: localized(infoTextSchema),
  roles: z.record(teamMemberSchema.shape.role, aboutRoleSchema),
  stats: z.array(aboutStatSchema).length(4),
  cta: z.object({
    title: localized(infoTextSchema),
    text: localized(infoTextSchema),
    actions: z.array(infoActionSchema).min(1).max(2),
  }),
});

export type AboutContent = z.infer<typeof aboutSchema>;
