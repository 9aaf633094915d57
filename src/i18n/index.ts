import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import en from './locales/en.json';
import { DEFAULT_LANG, LANGS, toLang, type Lang } from './langs';
import type { Namespace } from './define';

/**
 * One i18next instance for the app. English common strings are bundled; French and
 * Kinyarwanda common strings load when that language is first used (most visitors need one
 * language, and the prerendered page is English anyway). Each page's namespace comes with the
 * page's chunk, in all three languages, registered when the chunk loads.
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

/** Switches language: loads its strings, then switches (the detector caches it for the next visit). */
export async function changeLanguage(lang: Lang): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  active = lang;
  for (const listener of listeners) listener();
}

export interface InitOptions {
  /** Detect the visitor's language (browser only). Without it the language is English. */
  detect: boolean;
}

/**
 * Starts i18next. In the browser the detector reads, in order: ?lng=, cookie, localStorage,
 * sessionStorage, navigator, <html lang>, and caches the choice in localStorage.
 * `lng` is never passed together with the detector: it would cache "en" for every visitor.
 */
export function initI18n({ detect }: InitOptions): I18n {
  if (i18n.isInitialized) return i18n;
  if (detect) i18n.use(LanguageDetector);
  i18n.use(initReactI18next);
  void i18n.init({
    ...(detect ? {} : { lng: DEFAULT_LANG }),
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
    detection: {
      order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
      lookupQuerystring: 'lng',
      caches: ['localStorage'],
    },
  });
  if (detect) {
    const detected = toLang(i18n.language) ?? DEFAULT_LANG;
    if (detected !== DEFAULT_LANG) void changeLanguage(detected);
  }
  return i18n;
}
