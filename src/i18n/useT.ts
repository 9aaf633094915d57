import { use, useCallback, useMemo, useSyncExternalStore } from 'react';
import { COMMON_NS, currentLang, i18n, subscribeLang, type CommonStrings, type NamespaceHandle } from './index';
import { DEFAULT_LANG, type Lang } from '@/lib/langs';
import type { Messages, MessageKey, PluralKey } from './define';
import { useClientLang } from './lang-context';
import { formatDate, formatNumber, pluralCategory, type NumberOptions } from '@/lib/format';

const noSubscribe = () => () => {};

/**
 * The active language. Inside the app it comes from ClientStateProvider: the page's language during
 * hydration (the one its HTML was written in), changed later only in a transition.
 * Outside the app (stories) it follows the language store directly, English on the server.
 */
export function useLang(): Lang {
  const appLang = useClientLang();
  // One unconditional hook for both cases: with the app's state the store is not consulted at all,
  // so the snapshots agree and hydration never forces a synchronous re-render.
  return useSyncExternalStore(appLang ? noSubscribe : subscribeLang, appLang ? () => appLang : currentLang, appLang ? () => appLang : () => DEFAULT_LANG);
}

/** Interpolation values: each `{{name}}` in a string is replaced by `values.name`. */
export type TValues = Record<string, string | number>;

/** What `useT` gives: lookups typed by the namespace's English strings `T`, and formatters, all in the active language. */
export interface Translator<T> {
  /** The string at a dotted key, with `{{name}}`s filled in: `t('books.empty.title')`. */
  t: (key: MessageKey<T>, values?: TValues) => string;
  /** The plural form of `key` for `count` (`key_one` / `key_other`), with the formatted count as `{{n}}`. */
  tn: (key: PluralKey<T>, count: number, values?: TValues) => string;
  /** The active language. */
  lang: Lang;
  /** A number written the active language's way. */
  formatNumber: (value: number, options?: NumberOptions) => string;
  /** An ISO date written the active language's way. */
  formatDate: (iso: string) => string;
}

/**
 * The one translation hook: every component reads strings through it (lint enforces it).
 * `t` is fixed to the active language and the namespace (the common one when none is given); `tn` picks `key_one` / `key_other`
 * by our own plural rules and passes the formatted count as `{{n}}`. Keys are checked by the
 * compiler against the namespace's English strings (src/locales/en/ui/, compiled).
 */
export function useT(): Translator<CommonStrings>;
export function useT<T extends Messages>(namespace: NamespaceHandle<T>): Translator<T>;
export function useT(namespace?: NamespaceHandle) {
  const lang = useLang();
  // A namespace's strings in this language: there already (loaded with the page, before hydration),
  // or the part suspends until its chunk arrives (a page reached by a link, a language switch).
  // Always read through use(), loaded or not (a loaded one is returned at once): when a part that
  // suspended here is rendered again, React replays its hooks in the same order, and a use() skipped
  // this time because the strings have arrived made it fail (React error #467, "update hook called
  // on initial render") on the next hook.
  if (namespace) use(namespace.load(lang) as Promise<void>);
  const ns = namespace?.ns ?? COMMON_NS;
  // A t fixed to the language the app reports (the page's own during hydration); a change re-renders.
  const rawT = useMemo(() => i18n.getFixedT(lang, ns), [lang, ns]);
  const t = useCallback((key: string, values?: TValues) => rawT(key, values ?? {}), [rawT]);
  const tn = useCallback(
    (key: string, count: number, values?: TValues) => rawT(`${key}_${pluralCategory(lang, count)}`, { ...values, n: formatNumber(count, lang) }),
    [rawT, lang],
  );
  return useMemo(
    () => ({
      t,
      tn,
      lang,
      formatNumber: (value: number, options?: NumberOptions) => formatNumber(value, lang, options),
      formatDate: (iso: string) => formatDate(iso, lang),
    }),
    [t, tn, lang],
  );
}
