import type { Lang } from '@/lib/langs';

/** A message tree: strings, or nested groups of strings. */
export interface Messages {
  [key: string]: string | Messages;
}

/** Same keys as T, any string values: fr and rw must match en key for key. */
export type SameShape<T> = {
  [K in keyof T]: T[K] extends string ? string : SameShape<T[K]>;
};

/**
 * Every dotted path to a string in a message tree: `'books.empty.title'` for
 * `{ books: { empty: { title: '…' } } }`. `t` accepts only these, so a mistyped key fails the typecheck.
 */
export type MessageKey<T> = {
  [K in keyof T & string]: T[K] extends string ? K : `${K}.${MessageKey<T[K]>}`;
}[keyof T & string];

/**
 * The bases of plural keys: `'results'` when both `results_one` and `results_other` exist.
 * `tn` accepts only these and adds the suffix the count calls for.
 */
export type PluralKey<T> = PluralBase<MessageKey<T>>;

// `Key` is taken apart one member at a time; `All` stays the whole union to look the `_one` twin up in.
type PluralBase<Key, All = Key> = Key extends `${infer Base}_other` ? (`${Base}_one` extends All ? Base : never) : never;

/**
 * `true` when two message trees have the same keys; otherwise the keys only one of them has.
 * `Matches<SameKeys<A, B>>` fails to compile on a difference, and the error names the keys.
 */
export type SameKeys<A, B> = [KeysOnlyIn<A, B> | KeysOnlyIn<B, A>] extends [never] ? true : KeysOnlyIn<A, B> | KeysOnlyIn<B, A>;

type KeysOnlyIn<A, B> = Exclude<MessageKey<A>, MessageKey<B>>;

/** Compiles only for `true`: wraps `SameKeys` so that a difference is a compile error. */
export type Matches<T extends true> = T;

/** A namespace: its id, and its strings in every language (the English shape `T` types the keys). */
export interface Namespace<T extends Messages = Messages> {
  ns: string;
  resources: Record<Lang, T>;
}

/**
 * Declares a namespace of strings in all three languages. The types make a missing
 * or extra key in fr or rw a compile error; tests/unit/i18n-parity.test.ts checks it again at run time.
 */
export function defineNamespace<T extends Messages>(ns: string, en: T, others: { fr: SameShape<T>; rw: SameShape<T> }): Namespace<T> {
  return { ns, resources: { en, fr: others.fr as T, rw: others.rw as T } };
}

/** Whether a module's export is a namespace declared with `defineNamespace` (src/i18n/strings/). */
export function isNamespace(value: unknown): value is Namespace {
  return !!value && typeof value === 'object' && 'ns' in value && 'resources' in value;
}
