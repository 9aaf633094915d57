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

/**
 * A language a piece of text may be written in, other than the page's: ours, and Kiswahili (a
 * school subject whose textbooks are titled in it). BCP 47 tags.
 */
export const TEXT_LANGS = ['en', 'fr', 'rw', 'sw'] as const;
export type TextLang = (typeof TEXT_LANGS)[number];

export function isTextLang(value: unknown): value is TextLang {
  return typeof value === 'string' && (TEXT_LANGS as readonly string[]).includes(value);
}

/**
 * The `lang` attribute a piece of text needs inside a page in `pageLang` (WCAG 3.1.2, language of
 * parts): its own language when that differs, so a screen reader reads it in the right voice;
 * none when it is the page's (it inherits it).
 */
export function partLang(textLang: TextLang | undefined, pageLang: Lang): TextLang | undefined {
  return textLang && textLang !== pageLang ? textLang : undefined;
}
