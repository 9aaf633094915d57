import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/langs';

/**
 * Every page's path in the default language, by route id: the one list the route table, links,
 * breadcrumbs and content read. A path in another language is the same path behind its prefix
 * (`/fr/books`, `/rw/books`); English, the x-default, has none.
 */
export const ROUTE_PATHS = {
  home: '/',
  periodic: '/periodic',
  simulation: '/simulation',
  papers: '/papers',
  about: '/about',
  academicLevels: '/academic-levels',
  levelPrimary: '/academic-levels/primary',
  levelOlevel: '/academic-levels/olevel',
  levelAlevel: '/academic-levels/alevel',
  levelTvet: '/academic-levels/tvet',
  levelHigher: '/academic-levels/higher',
  levelProfessional: '/academic-levels/professional',
  science: '/science/science-overview',
  technology: '/technology/technology-overview',
  engineering: '/engineering/engineering-overview',
  mathematics: '/mathematics/mathematics-overview',
  partnership: '/partnership',
  terms: '/terms-and-conditions',
  contact: '/contact',
  feedback: '/feedback',
  joinTeam: '/join-team',
  books: '/books',
  roadmaps: '/road-maps',
  roadmap: '/road-maps/:slug',
  blog: '/blog',
  blogPost: '/blog/:slug',
  comingSoon: '/coming-soon',
  offline: '/offline',
  search: '/search',
  element: '/periodic/:symbol',
} as const;

export type RouteId = keyof typeof ROUTE_PATHS;

/** The URL prefix of a language: '' for the default language, '/fr' for French. */
function langPrefix(lang: Lang): string {
  return lang === DEFAULT_LANG ? '' : `/${lang}`;
}

const PREFIXED = new RegExp(`^/(${LANGS.filter((l) => l !== DEFAULT_LANG).join('|')})(?=/|$)`);

/** Splits a pathname into its language and the path in the default language (`/fr/books` → fr, `/books`). */
export function splitLangPath(pathname: string): { lang: Lang; path: string } {
  const match = PREFIXED.exec(pathname);
  if (!match) return { lang: DEFAULT_LANG, path: pathname || '/' };
  return { lang: match[1] as Lang, path: pathname.slice(match[0].length) || '/' };
}

/** The language a pathname is in. */
export function langOfPath(pathname: string): Lang {
  return splitLangPath(pathname).lang;
}

/**
 * A site path (with or without its query and hash, in any language) in `lang`:
 * `localizePath('/books?q=x', 'rw')` → `/rw/books?q=x`; `/fr/books` in English → `/books`.
 * A language's home page keeps its trailing slash (`/fr/`), as its folder is served.
 */
export function localizePath(path: string, lang: Lang): string {
  const cut = path.search(/[?#]/);
  const pathname = cut === -1 ? path : path.slice(0, cut);
  const rest = cut === -1 ? '' : path.slice(cut);
  const base = splitLangPath(pathname).path;
  const prefix = langPrefix(lang);
  if (!prefix) return base + rest;
  return (base === '/' ? `${prefix}/` : prefix + base) + rest;
}

export interface HrefOptions {
  /** Values for the path's `:params`, e.g. `{ slug: 'first-post' }`. */
  params?: Record<string, string>;
  /** Query string values; empty values are left out. */
  query?: Record<string, string | number | undefined>;
  /** Fragment, without `#`. */
  hash?: string;
}

/** The href of a page by route id, in a language: `routeHref('blogPost', 'fr', { params: { slug } })`. */
export function routeHref(id: RouteId, lang: Lang, { params = {}, query, hash }: HrefOptions = {}): string {
  const path = ROUTE_PATHS[id].replace(/:([A-Za-z]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`routeHref('${id}'): missing param ${name}`);
    return encodeURIComponent(value);
  });
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query ?? {})) {
    if (value !== undefined && value !== '') search.set(key, String(value));
  }
  const qs = search.toString();
  return localizePath(path, lang) + (qs ? `?${qs}` : '') + (hash ? `#${hash}` : '');
}

/**
 * The page of one chemical element, in a language: `elementHref('fr', 'Fe')` → `/fr/periodic/fe`.
 * The symbol is written in lower case in the address, whatever case it is given in.
 */
export function elementHref(lang: Lang, symbol: string): string {
  return routeHref('element', lang, { params: { symbol: symbol.toLowerCase() } });
}

/** The same page in every language: [lang, path] pairs, for hreflang alternates and the switcher. */
export function languageVersions(pathname: string): Array<[Lang, string]> {
  const { path } = splitLangPath(pathname);
  return LANGS.map((lang) => [lang, localizePath(path, lang)]);
}

/** An alternate language version of a page, for `<link rel="alternate" hreflang>`. */
export interface Alternate {
  hrefLang: Lang | 'x-default';
  href: string;
}

/**
 * A page's absolute canonical URL and its alternates in every language (plus `x-default`, the
 * default language's URL), from the path it was served at (`/fr/books/` → `…/fr/books`).
 */
export function pageUrls(origin: string, pathname: string): { canonical: string; alternates: Alternate[] } {
  const trimmed = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname;
  const { lang, path } = splitLangPath(trimmed);
  const absolute = (p: string) => new URL(p, origin).href;
  const alternates: Alternate[] = LANGS.map((l) => ({ hrefLang: l, href: absolute(localizePath(path, l)) }));
  alternates.push({ hrefLang: 'x-default', href: absolute(localizePath(path, DEFAULT_LANG)) });
  return { canonical: absolute(localizePath(path, lang)), alternates };
}

/**
 * The id of the route table row whose path is exactly `path` (in the default language), or
 * undefined — for a path with parameters (a road map, a post, an element) too, which has no one title.
 */
export function routeIdOfPath(path: string): RouteId | undefined {
  const clean = path.length > 1 ? path.replace(/\/$/, '') : path;
  return (Object.keys(ROUTE_PATHS) as RouteId[]).find((id) => ROUTE_PATHS[id] === clean);
}

/**
 * Whether a navigation link to `target` marks the page at `pathname` as current: the same path, or
 * (unless `end`) a page below it — the road maps link stays current on a road map.
 */
export function isCurrentPath(pathname: string, target: string, end = false): boolean {
  if (pathname === target) return true;
  if (end) return false;
  return pathname.startsWith(target.endsWith('/') ? target : `${target}/`);
}
