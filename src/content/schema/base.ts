import { z } from 'zod';
import { LANGS, TEXT_LANGS } from '@/lib/langs';

/** Shared building blocks for collection schemas (import them from './base', not '../schema'). */
export const langSchema = z.enum(LANGS);

/** The language a text is written in, where it is not in the page's language (see partLang). */
export const textLangSchema = z.enum(TEXT_LANGS);

/** A value given in all three languages. */
export const localized = <T extends z.ZodType>(schema: T) => z.object({ en: schema, fr: schema, rw: schema });

/** A site-internal path ("/books") or an https URL. */
export const hrefSchema = z.string().refine((v) => (v.startsWith('/') && !v.startsWith('//')) || v.startsWith('https://'), {
  message: 'must be a site path or an https URL',
});
