import { z } from 'zod';
import { localized } from './base';
import { infoIconSchema, infoParagraphsSchema, infoTextSchema } from './info-common';

const idSchema = z.string().regex(/^[a-z][a-z0-9-]*$/);

/** The prose of /feedback: why to write, and prompts for what to write about. */
export const feedbackPageSchema = z.object({
  intro: localized(infoParagraphsSchema),
  promptsHeading: localized(infoTextSchema),
  prompts: localized(z.array(infoTextSchema).min(3)),
});

/** A way to volunteer, on /join-team. */
const joinRoleSchema = z.object({
  id: idSchema,
  icon: infoIconSchema,
  title: localized(infoTextSchema),
  description: localized(infoTextSchema),
});

/** The prose of /join-team: the invitation, the roles, and what happens after applying. */
export const joinPageSchema = z.object({
  intro: localized(infoParagraphsSchema),
  rolesHeading: localized(infoTextSchema),
  roles: z.array(joinRoleSchema).min(3),
  nextStepsHeading: localized(infoTextSchema),
  nextSteps: localized(infoParagraphsSchema),
});

export type FeedbackPageContent = z.infer<typeof feedbackPageSchema>;
export type JoinPageContent = z.infer<typeof joinPageSchema>;
