import { z } from 'zod';
import { hrefSchema } from './base';

const socialLinkSchema = z.object({
  network: z.enum(['linkedin', 'github', 'x', 'facebook', 'instagram', 'youtube']),
  url: z.string().startsWith('https://'),
});

export const teamMemberSchema = z.object({
  name: z.string().min(2),
  /** Key into the common namespace's about.roles. */
  role: z.enum(['founder', 'content', 'engineering']),
  social: z.array(socialLinkSchema),
});

export const siteSchema = z.object({
  name: z.literal('Ubumenyi'),
  url: z.string().startsWith('https://'),
  email: z.email(),
  phone: z.string().regex(/^\+\d[\d ]{6,18}$/),
  whatsappNumber: z.string().regex(/^\d{8,15}$/),
  supportHours: z.object({ days: z.string(), opens: z.string(), closes: z.string(), timeZone: z.string() }),
  social: z.array(socialLinkSchema),
  team: z.array(teamMemberSchema).length(3),
  forms: z.object({ feedback: hrefSchema.optional(), join: hrefSchema.optional() }),
  /** First year the site was published, for the footer's copyright line. */
  since: z.number().int(),
});

export type SiteConfig = z.infer<typeof siteSchema>;
