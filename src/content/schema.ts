import { z } from 'zod';
import { LANGS } from '../i18n/langs';

/**
 * Zod schemas for every content collection. Used only by tests and build scripts:
 * the browser bundle imports the inferred types (`import type`), never zod itself.
 * Each collection's schema lives in schema/<collection>.ts and is re-exported here.
 */

export const langSchema = z.enum(LANGS);

/** A value given in all three languages. */
export const localized = <T extends z.ZodType>(schema: T) =>
  z.object({ en: schema, fr: schema, rw: schema });

/** A site-internal path ("/books") or an https URL. */
export const hrefSchema = z
  .string()
  .refine((v) => (v.startsWith('/') && !v.startsWith('//')) || v.startsWith('https://'), {
    message: 'must be a site path or an https URL',
  });

export * from './schema/site';
