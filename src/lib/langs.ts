/** The site's languages, in the order the language switcher lists them. */
export const LANGS = ['en', 'fr', 'rw'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'en';

/** Each language named in itself, for the language switcher. */
export const LANG_NAMES: Record<Lang, string> = {
  en: 'English',
  fr: 'Français',
  rw: 'Ikinyarwanda',
};

export function isLang(value: unknown): value is Lang {
  return typeof value === 'string' && (LANGS as readonly string[]).includes(value);
}

/** Maps any BCP 47 tag (fr-FR, rw-RW, en-GB) to one of our languages, or undefined. */
export function toLang(tag: string | null | undefined): Lang | undefined {
  if (!tag) return undefined;
  const base = tag.toLowerCase().split(/[-_]/)[0];
  return isLang(base) ? base : undefined;
}

/** Per-language values: every language must be present. */
export type Localized<T> = Record<Lang, T>;
