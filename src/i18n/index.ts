import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { DEFAULT_LANG, LANGS, type Lang } from './langs';
import type { Namespace } from './define';

/**
 * One i18next instance for the app. English common strings are bundled; French and
 * Kinyarwanda common strings are chunks of their own, loaded (and preloaded by the page's HTML)
 * only on pages in that language. Each page's namespace comes with the page's chunk, registered
 * when the chunk loads.
 */
export const i18n: I18n = i18next.createInstance();

export const COMMON_NS = 'common';

const commonLoaders: Record<Exclude<Lang, 'en'>, () => Promise<{ default: typeof en }>> = {
  fr: () => import('./locales/fr.json'),
  rw: () => import('./locales/rw.json'),
};

const registered = new Set<string>();
const loadedLangs = new Set<Lang>([DEFAULT_LANG]);

/** Adds a namespace's resources in all languages (idempotent). Page chunks call it at import. */
export function registerNamespace(namespace: Namespace): void {
  if (registered.has(namespace.ns)) return;
  registered.add(namespace.ns);
  for (const lang of LANGS) {
    i18n.addResourceBundle(lang, namespace.ns, namespace.resources[lang], true, false);
  }
}

/** Loads a language's common strings (once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (loadedLangs.has(lang) || lang === 'en') return;
  const module = await commonLoaders[lang]();
  i18n.addResourceBundle(lang, COMMON_NS, module.default, true, false);
  loadedLangs.add(lang);
}

// The language whose strings are ready. Components read it through useLang(); it changes only
// once the language's strings have loaded, so nobody sees a mix of languages.
let active: Lang = DEFAULT_LANG;
const listeners = new Set<() => void>();

/** The active language, as one of ours. */
export function currentLang(): Lang {
  return active;
}

/** Subscribes to changes of the active language. */
export function subscribeLang(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** Where the visitor's choice of language is kept: the keys the site has always used (i18next's). */
export const LANG_STORAGE_KEY = 'i18nextLng';
export const LANG_COOKIE = 'i18next';

/**
 * Remembers a language the visitor chose (the switcher, or a `?lng=` link), so that an address
 * without a language prefix opens in it next time (see scripts/lang-redirect.mjs).
 */
export function rememberLanguage(lang: Lang): void {
  if (typeof window === 'undefined') return;
  try {
    window.localStorage.setItem(LANG_STORAGE_KEY, lang);
  } catch {
    // Storage can be full or blocked: the cookie below still carries the choice.
  }
  document.cookie = `${LANG_COOKIE}=${lang}; path=/; max-age=31536000; samesite=lax`;
}

/** Switches language: loads its strings, then makes it the active language. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  active = lang;
  for (const listener of listeners) listener();
}

/**
 * Starts i18next with the English strings bundled. The page's language comes from its address
 * (`/fr/…`, `/rw/…`): the entries call `changeLanguage` with it before rendering, so the server
 * and the browser render every page in its own language and hydration never switches language.
 */
export function initI18n(): I18n {
  if (i18n.isInitialized) return i18n;
  i18n.use(initReactI18next);
  void i18n.init({
    lng: DEFAULT_LANG,
    fallbackLng: DEFAULT_LANG,
    supportedLngs: [...LANGS],
    nonExplicitSupportedLngs: true,
    load: 'languageOnly',
    defaultNS: COMMON_NS,
    ns: [COMMON_NS],
    resources: { en: { [COMMON_NS]: en } },
    partialBundledLanguages: true,
    initAsync: false,
    interpolation: { escapeValue: false },
    returnNull: false,
    react: { useSuspense: false },
  });
  return i18n;
}
