import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { COMMON_NS, currentLang, i18n, registerNamespace, subscribeLang } from './index';
import { DEFAULT_LANG, type Lang } from '@/lib/langs';
import type { Namespace } from './define';
import { useClientLang } from './lang-context';
import { formatDate, formatNumber, pluralCategory, type NumberOptions } from '@/lib/format';

const noSubscribe = () => () => {};

/**
 * The active language. Inside the app it comes from ClientStateProvider, which is English during
 * hydration (as the prerendered HTML is) and switches to the visitor's language in a transition.
 * Outside the app (stories) it follows the language store directly, English on the server.
 */
export function useLang(): Lang {
  const appLang = useClientLang();
  // One unconditional hook for both cases: with the app's state the store is not consulted at all,
  // so the snapshots agree and hydration never forces a synchronous re-render.
  return useSyncExternalStore(
    appLang ? noSubscribe : subscribeLang,
    appLang ? () => appLang : currentLang,
    appLang ? () => appLang : () => DEFAULT_LANG,
  );
}

/**
 * The one translation hook: every component reads strings through it (lint enforces it).
 * `t` is fixed to the active language and the namespace (the common one when none is given); `tn` picks `key_one` / `key_other`
 * by our own plural rules and passes the formatted count as `{{n}}`.
 */
export function useT(namespace?: Namespace) {
  if (namespace) registerNamespace(namespace);
  const lang = useLang();
  const ns = namespace?.ns ?? COMMON_NS;
  // A t fixed to the language our store reports (English during hydration); the store re-renders.
  const rawT = useMemo(() => i18n.getFixedT(lang, ns), [lang, ns]);
  const t = useCallback(
    (key: string, values?: Record<string, string | number>) => rawT(key, values ?? {}) as string,
    [rawT],
  );
  const tn = useCallback(
    (key: string, count: number, values?: Record<string, string | number>) =>
      rawT(`${key}_${pluralCategory(lang, count)}`, { ...values, n: formatNumber(count, lang) }) as string,
    [rawT, lang],
  );
  const list = useCallback(
    (key: string): string[] => {
      const value = rawT(key, { returnObjects: true }) as unknown;
      return Array.isArray(value) ? (value as string[]) : [];
    },
    [rawT],
  );
  return useMemo(
    () => ({
      t,
      tn,
      list,
      lang,
      formatNumber: (value: number, options?: NumberOptions) => formatNumber(value, lang, options),
      formatDate: (iso: string) => formatDate(iso, lang),
    }),
    [t, tn, list, lang],
  );
}
