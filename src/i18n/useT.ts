import { useCallback, useMemo, useSyncExternalStore } from 'react';
import { COMMON_NS, currentLang, i18n, registerNamespace, subscribeLang } from './index';
import { DEFAULT_LANG, type Lang } from './langs';
import type { Namespace } from './define';
import { formatDate, formatNumber, pluralCategory, type NumberOptions } from '../lib/format';

/**
 * The active language. The server snapshot is English, so hydration always matches the
 * prerendered HTML; React then re-renders in the visitor's language.
 */
export function useLang(): Lang {
  return useSyncExternalStore(subscribeLang, currentLang, () => DEFAULT_LANG);
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
  // A t fixed to the language our store reports (English during hydration). react-i18next's
  // useTranslation would do the same with more code on every page; the store already re-renders.
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
