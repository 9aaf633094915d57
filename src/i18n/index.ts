import type en from '@/content/generated/i18n/common.en.json';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/langs';
import type { MessageKey, Messages, Namespace } from './define';
import { lateLoader, type Tracked } from '@/lib/late-load';

/**
 * The site's strings, looked up by our own small module (it replaced i18next + react-i18next, 14 KiB
 * of brotli on every page, of which the site used a key lookup, `{{name}}` interpolation and a
 * fallback to English; plurals were already ours, see `pluralCategory`). Each language's common
 * strings are a chunk of their own, loaded (and preloaded by the page's HTML) only on pages in that
 * language: a French page no longer carries the English strings (2.9 KiB) in the shared entry. Each
 * feature namespace is a chunk per language too, loaded through its handle (`namespaceHandle`).
 */
export const COMMON_NS = 'common';

/** The common strings' shape, from the English catalogue (src/locales/en/ui/common.pot, compiled by i18n:compile). */
export type CommonStrings = typeof en;

/** A key of the common strings (`'nav.home'`): what `useT()` without a namespace accepts. */
export type CommonKey = MessageKey<CommonStrings>;

/** Options of a lookup: interpolation values, plus `defaultValue` for a missing key. */
type TOptions = Record<string, unknown> & { defaultValue?: string };

/** A lookup fixed to one language and namespace: `t('books.empty.title', { n: 3 })`. */
export type TFunction = (key: string, options?: TOptions) => string;

const bundles: Record<Lang, Record<string, Messages>> = { en: {}, fr: {}, rw: {} };

/** Adds (deep-merges) strings of one language and namespace. */
function addBundle(lang: Lang, ns: string, messages: Messages): void {
  bundles[lang][ns] = merge(bundles[lang][ns] ?? {}, messages);
}

function merge(target: Messages, source: Messages): Messages {
  const out: Messages = { ...target };
  for (const [key, value] of Object.entries(source)) {
    const old = out[key];
    out[key] = value && typeof value === 'object' && !Array.isArray(value) && old && typeof old === 'object' && !Array.isArray(old) ? merge(old, value) : value;
  }
  return out;
}

/** The value at a dotted key path (`a.b.c`), or undefined. */
function find(tree: Messages | undefined, key: string): unknown {
  let node: unknown = tree;
  for (const part of key.split('.')) {
    if (node === null || typeof node !== 'object') return undefined;
    node = (node as Record<string, unknown>)[part];
  }
  return node;
}

/**
 * Replaces each `{{name}}` (spaces inside allowed) with its value, once, left to right: a value
 * is never interpolated again. A name that is not among the values stays as written; a name given
 * as undefined or null becomes empty (as i18next did).
 */
export function interpolate(text: string, values: Record<string, unknown> = {}): string {
  return text.replace(/\{\{(.+?)\}\}/g, (whole, name: string) => {
    const key = name.trim();
    if (!Object.prototype.hasOwnProperty.call(values, key)) return whole;
    const value = values[key];
    return value === undefined || value === null ? '' : String(value);
  });
}

/**
 * Looks a key up in a language and namespace, then in English; a missing key gives its
 * `defaultValue`, else the key itself (also for a group of keys: only strings are messages).
 */
function translate(lang: Lang, ns: string, key: string, options: TOptions = {}): unknown {
  let value = find(bundles[lang][ns], key);
  if (value === undefined && lang !== DEFAULT_LANG) value = find(bundles[DEFAULT_LANG][ns], key);
  if (typeof value === 'string') return interpolate(value, options);
  return interpolate(options.defaultValue ?? key, options);
}

/** The app's string store: `i18n.getFixedT(lang, ns)` as i18next named it, so call sites read the same. */
export const i18n = {
  /** A lookup fixed to a language and a namespace (the common one when none is given). */
  getFixedT(lang: Lang, ns: string = COMMON_NS): TFunction {
    return (key, options) => translate(lang, ns, key, options) as string;
  },
};

/** The string store's type (it was i18next's instance). */
export type I18n = typeof i18n;

const commonLoaders: Record<Lang, () => Promise<{ default: typeof en }>> = {
  en: () => import('@/content/generated/i18n/common.en.json'),
  fr: () => import('@/content/generated/i18n/common.fr.json'),
  rw: () => import('@/content/generated/i18n/common.rw.json'),
};

const registered = new Set<string>();
const loadedLangs = new Set<Lang>();

/** Adds a namespace's resources in all languages (idempotent): the server, Storybook and tests (src/i18n/all-strings.ts). */
export function registerNamespace(namespace: Namespace): void {
  if (registered.has(namespace.ns)) return;
  registered.add(namespace.ns);
  for (const lang of LANGS) {
    addBundle(lang, namespace.ns, namespace.resources[lang]);
  }
}

/**
 * A namespace as the app loads it: its id, and its strings in one language at a time, each a JSON
 * chunk of its own (compiled by i18n:compile from src/locales/<lang>/ui/, see ./namespaces/). A page
 * carries only the handle; its strings come in the page's language, not in all three.
 * `T` is the English strings' shape, which types the keys `useT` accepts.
 */
export interface NamespaceHandle<T extends Messages = Messages> {
  ns: string;
  /** Loads the strings of a language (once); settled at once when they are there already. */
  load: (lang: Lang) => Tracked<void>;
  /** The loaded strings of a language (its English ones if they are not loaded). */
  strings: (lang: Lang) => T;
  /** Types only: the English strings' shape. */
  readonly shape?: T;
}

/** The English strings' shape of a namespace declared in src/i18n/strings/. */
export type StringsOf<N> = N extends Namespace<infer T> ? T : never;

const handles = new Set<NamespaceHandle>();
const starting = new Set<Promise<void>>();
const settled: Tracked<void> = Object.assign(Promise.resolve(), { status: 'fulfilled' as const, value: undefined });
let used: Set<string> | undefined;

/**
 * Declares a namespace's handle. `load` imports one language's JSON chunk, from a map that
 * `import.meta.glob` lists at build time (src/i18n/namespaces/): an import of a path built at run
 * time would put Rolldown's helper for it on every page. In the browser the
 * active language's strings start loading as soon as the module runs (with the page's chunk), so
 * the entry can await them before hydrating (`namespacesReady`). A language whose chunk cannot be
 * fetched (offline, never saved) falls back to English, as a missing key does.
 */
export function namespaceHandle<N extends Namespace>(ns: N['ns'], load: (lang: Lang) => Promise<{ default: StringsOf<N> }>): NamespaceHandle<StringsOf<N>> {
  // One load per language, through the one late loader (src/lib/late-load.ts): a language's file
  // gone after a deploy reloads the page (never a page of two builds); a language that cannot be
  // fetched otherwise (offline, never saved) falls back to English. That fallback stays (the page's
  // error boundary offers a reload) rather than a new attempt on every render, which would keep
  // `use()` suspending.
  const files = lateLoader(async (lang) => addBundle(lang as Lang, ns, (await load(lang as Lang)).default));
  const loads = new Map<Lang, Tracked<void>>();
  const loadOnce = async (lang: Lang) => {
    try {
      await files(lang);
    } catch (error) {
      if (lang === DEFAULT_LANG) throw error;
      await handle.load(DEFAULT_LANG);
    }
  };
  const handle: NamespaceHandle<StringsOf<N>> = {
    ns,
    load: (lang) => {
      used?.add(ns);
      if (bundles[lang][ns]) return settled;
      let loading = loads.get(lang);
      if (!loading) {
        const started: Tracked<void> = loadOnce(lang).then(() => {
          started.status = 'fulfilled';
        });
        loads.set(lang, (loading = started));
      }
      return loading;
    },
    strings: (lang) => (bundles[lang][ns] ?? bundles[DEFAULT_LANG][ns] ?? {}) as StringsOf<N>,
  };
  handles.add(handle as NamespaceHandle);
  if (typeof window !== 'undefined') {
    const pending = handle.load(active);
    if (pending !== settled) {
      starting.add(pending);
      pending.then(
        () => starting.delete(pending),
        () => starting.delete(pending),
      );
    }
  }
  return handle;
}

/** Settles when the strings every imported namespace started loading have arrived (or failed). */
export async function namespacesReady(): Promise<void> {
  await Promise.allSettled([...starting]);
}

/**
 * Records which namespaces a render uses (the prerender step preloads their chunks with the page):
 * call with `true` before a render, read the ids back with `false`.
 */
export function recordNamespaces(start: boolean): string[] {
  const ids = [...(used ?? [])];
  used = start ? new Set() : undefined;
  return ids;
}

/** A language's common strings, through the one late loader (src/lib/late-load.ts). */
const commonStrings = lateLoader(async (lang) => {
  const module = await commonLoaders[lang as Lang]();
  addBundle(lang as Lang, COMMON_NS, module.default as Messages);
  loadedLangs.add(lang as Lang);
});

/** Loads a language's common strings (once). */
export async function loadLanguage(lang: Lang): Promise<void> {
  if (!loadedLangs.has(lang)) await commonStrings(lang);
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
const LANG_STORAGE_KEY = 'i18nextLng';
const LANG_COOKIE = 'i18next';

/**
 * Remembers a language the visitor chose (the switcher, or a `?lng=` link), so that an address
 * without a language prefix opens in it next time (see src/boot/lang-redirect.ts).
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
  // The namespaces of the pages seen so far come along, so the switch shows no half-loaded page.
  await Promise.all([loadLanguage(lang), ...[...handles].map((handle) => handle.load(lang).catch(() => undefined))]);
  active = lang;
  for (const listener of listeners) listener();
}

/**
 * Kept for the entries and stories, which call it before rendering: strings load with
 * `changeLanguage`, so there is nothing left to start. The page's language comes from its address
 * (`/fr/…`, `/rw/…`): the entries call `changeLanguage` with it before rendering, so the server
 * and the browser render every page in its own language and hydration never switches language.
 */
export function initI18n(): I18n {
  return i18n;
}
