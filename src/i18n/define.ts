import type { Lang } from '@/lib/langs';

/** A message tree: strings, or nested groups of strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Same keys as T, any string values: fr and rw must match en key for key. */
export type SameShape<T> = {
  [K in keyof T]: T[K] extends string ? string : SameShape<T[K]>;
};

export interface Namespace<T extends Messages = Messages> {
  ns: string;
  resources: Record<Lang, T>;
}

/**
 * Declares a namespace of strings in all three languages. The types make a missing
 * or extra key in fr or rw a compile error; tests/unit/i18n-parity.test.ts checks it again at run time.
 */
export function defineNamespace<T extends Messages>(
  ns: string,
  en: T,
  others: { fr: SameShape<T>; rw: SameShape<T> },
): Namespace<T> {
  return { ns, resources: { en, fr: others.fr as T, rw: others.rw as T } };
}
