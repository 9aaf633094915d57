import { z } from 'zod';
import { TEXT_LANGS } from '@/lib/langs';

/** Text that must hold something besides whitespace. */
const text = z.string().trim().min(1);

/**
 * The written text for one element in one language: its localised name, a short plain-language
 * description (2-3 sentences) and 2-4 common uses. src/content/element-texts.ts gives one
 * `Record<number, ElementText>` per language, keyed by atomic number 1-118, from the catalogues
 * (src/locales/<lang>/content/elements.po).
 */
const elementTextSchema = z.object({
  name: text,
  /**
   * The language the name is written in, when it is not its list's own: a Kinyarwanda page keeps
   * an English name (Tin) or a French one (Azote) until a native editor gives a Kinyarwanda one, and
   * marks it with this language (WCAG 3.1.2, language of parts); the catalogue writes it `[[en:Tin]]`.
   */
  nameLang: z.enum(TEXT_LANGS).optional(),
  description: text,
  uses: z.array(text).min(2).max(4),
});

/** One language's texts keyed by atomic number (object keys are strings at run time). */
export const elementTextsSchema = z.record(z.string().regex(/^[1-9]\d*$/), elementTextSchema);

export type ElementText = z.infer<typeof elementTextSchema>;
