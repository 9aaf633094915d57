import { z } from 'zod';
import { localized } from './base';
import { infoActionSchema, infoIconSchema, infoTextSchema } from './info-common';

const idSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** A titled item: a partnership type, a reason, a step. */
const partnershipItemSchema = z.object({
  id: idSchema,
  title: localized(infoTextSchema),
  description: localized(infoTextSchema),
});

export const partnershipSchema = z.object({
  intro: localized(infoTextSchema),
  types: z.array(partnershipItemSchema.extend({ icon: infoIconSchema })).min(3),
  reasons: z.array(partnershipItemSchema).min(3),
  steps: z.array(partnershipItemSchema).length(4),
  partnersIntro: localized(infoTextSchema),
  partners: z.array(z.object({ id: idSchema, name: localized(infoTextSchema) })).min(1),
  cta: z.object({ title: localized(infoTextSchema), text: localized(infoTextSchema), action: infoActionSchema }),
});

export type PartnershipContent = z.infer<typeof partnershipSchema>;
