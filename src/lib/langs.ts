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

/** Per-language values: every language must be present. */
export type Localized<T> = Record<Lang, T>;
