import i18next, { type i18n as I18n } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { common } from './namespaces/common';
import { DEFAULT_LANG, LANGS, toLang, type Lang } from './langs';
import type { Namespace } from './define';

/**
 * One i18next instance for the app. All resources are bundled: the common namespace with the
 * shell, each page's namespace with that page's chunk (registered when the chunk loads).
 */
export const i18n: I18n = i18next.createInstance();

const registered = new Set<string>();

/** Adds a namespace's resources in all languages (idempotent). Page chunks call it at import. */
export function registerNamespace(namespace: Namespace): void {
  if (registered.has(namespace.ns)) return;
  registered.add(namespace.ns);
  for (const lang of LANGS) {
    i18n.addResourceBundle(lang, namespace.ns, namespace.resources[lang], true, false);
  }
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
    defaultNS: common.ns,
    ns: [common.ns],
    resources: {},
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
  registerNamespace(common);
  return i18n;
}

/** The active language, as one of ours. */
export function currentLang(): Lang {
  return toLang(i18n.resolvedLanguage ?? i18n.language) ?? DEFAULT_LANG;
}

/** Switches language; the detector caches it so a reload keeps it. */
export async function changeLanguage(lang: Lang): Promise<void> {
  await i18n.changeLanguage(lang);
}
