import i18next, { type i18n as I18n } from 'i18next';
import type LanguageDetector from 'i18next-browser-languagedetector';
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

const DETECTION = {
  order: ['querystring', 'cookie', 'localStorage', 'sessionStorage', 'navigator', 'htmlTag'],
  lookupQuerystring: 'lng',
  caches: ['localStorage'],
};

// The language detector runs after start-up, in its own small chunk: the prerendered page is
// English and hydrates in English whatever the visitor's language, so nothing waits for it.
let detector: Promise<LanguageDetector> | undefined;
function getDetector(): Promise<LanguageDetector> {
  detector ??= import('i18next-browser-languagedetector').then(({ default: Detector }) => new Detector(i18n.services, DETECTION));
  return detector;
}

/** Switches language: loads its strings, switches, and remembers it for the next visit. */
export async function changeLanguage(lang: Lang, { remember = true } = {}): Promise<void> {
  await loadLanguage(lang);
  await i18n.changeLanguage(lang);
  active = lang;
  for (const listener of listeners) listener();
  if (remember && typeof window !== 'undefined') (await getDetector()).cacheUserLanguage(lang);
}

export interface InitOptions {
  /** Detect the visitor's language (browser only). Without it the language is English. */
  detect: boolean;
}

/**
 * Starts i18next in English (the prerendered language). In the browser the detector then reads,
 * in order: ?lng=, cookie, localStorage, sessionStorage, navigator, <html lang>, switches to what
 * it found and caches that choice in localStorage.
 */
export function initI18n({ detect }: InitOptions): I18n {
  if (i18n.isInitialized) return i18n;
  i18n.use(initReactI18next);
  void i18n.init({
    // Never cached: the detector below decides the visitor's language (and caches only that).
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
  if (detect) {
    void getDetector().then((found) => {
      const candidates = found.detect();
      const codes = Array.isArray(candidates) ? candidates : candidates ? [candidates] : [];
      const detected = codes.map(toLang).find((lang) => lang !== undefined) ?? DEFAULT_LANG;
      return changeLanguage(detected);
    });
  }
  return i18n;
}
