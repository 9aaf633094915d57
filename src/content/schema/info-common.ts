import { z } from 'zod';
import { hrefSchema, localized } from './base';

/**
 * Building blocks shared by the information pages (home resource area, about, STEM overviews,
 * partnership, terms): one sentence or short label, a list of paragraphs, a card icon.
 */
export const infoTextSchema = z.string().trim().min(1);

/** Paragraphs of prose in one language. */
export const infoParagraphsSchema = z.array(infoTextSchema).min(1);

/** Names from the site's own icon set (src/components/Icon). */
export const infoIconSchema = z.enum([
  'book',
  'paper',
  'flask',
  'atom',
  'compass',
  'download',
  'external',
  'arrowRight',
  'users',
  'chat',
  'share',
  'filter',
  'home',
  'offline',
  'check',
]);

/** A site path that is not "#" and not empty: unfinished destinations use /coming-soon. */
export const infoDestinationSchema = hrefSchema.refine((v) => v !== '#' && !v.includes('#') && v.trim() === v, {
  message: 'a destination is a real page or /coming-soon, never "#"',
});

/** A labelled link: a call to action. */
export const infoActionSchema = z.object({ label: localized(infoTextSchema), to: infoDestinationSchema });

export type InfoIcon = z.infer<typeof infoIconSchema>;
