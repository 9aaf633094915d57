import { LANGS, type Lang, type Localized } from '@/lib/langs';

/**
 * The shape of content once one language is picked: every `{ en, fr, rw }` leaf becomes its
 * value in that language, everything else keeps its shape. Content is written `Localized`;
 * components take the picked, plain shape, so their stories can use plain strings.
 */
export type Delocalized<T> =
  T extends Localized<infer U>
    ? Delocalized<U>
    : T extends readonly (infer E)[]
      ? Delocalized<E>[]
      : T extends object
        ? { [K in keyof T]: Delocalized<T[K]> }
        : T;

/** True for an object whose keys are exactly our three languages. */
export function isLocalized(value: unknown): value is Localized<unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const keys = Object.keys(value);
  return keys.length === LANGS.length && LANGS.every((lang) => keys.includes(lang));
}

/** Picks `lang` in every `{ en, fr, rw }` value of a content tree (deeply), leaving the rest as it is. */
export function localize<T>(value: T, lang: Lang): Delocalized<T> {
  return pick(value, lang) as Delocalized<T>;
}

function pick(value: unknown, lang: Lang): unknown {
  if (isLocalized(value)) return pick(value[lang], lang);
  if (Array.isArray(value)) return value.map((item) => pick(item, lang));
  if (value && typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, pick(item, lang)]));
  }
  return value;
}
