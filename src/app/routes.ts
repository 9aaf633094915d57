import type { ComponentType } from 'react';
import { matchPath } from 'react-router-dom';
import { DEFAULT_LANG, LANGS, type Lang } from '@/lib/langs';
import { elementHref, localizePath, ROUTE_PATHS, routeHref, type RouteId } from '@/lib/links';
import type { CommonKey } from '@/i18n';
import { routeStringsId } from '@/i18n/route-strings';
import { lateLoad } from '@/lib/late-load';

/** A page module: its default export is the page component. */
interface PageModule {
  default: ComponentType;
}

/**
 * One row of the route table. The router, the prerender step, sitemap.xml and every e2e
 * loop (render, axe, console, reflow, links) read this table: a new page is a new row.
 */
export interface RouteRow {
  /** Stable id; also names the route's strings in the common namespace: `routes.<id>.title`. */
  id: RouteId | 'notFound';
  /** React Router path in the default language (from `ROUTE_PATHS`); each language serves it behind its prefix. */
  path: string;
  /** The page's module in src/pages (`PeriodicPage`): the prerender step preloads its chunks. */
  page: string;
  /** The page's chunk, loaded on demand (and before hydration for the first page). */
  load: () => Promise<PageModule>;
  /** i18n key of the page title ("<title> · Ubumenyi"). */
  titleKey: CommonKey;
  /** i18n key of the meta description. */
  descriptionKey: CommonKey;
  /** The page sets its own title and description with <PageMeta> (pages built from data). @default false */
  ownMeta?: boolean;
  /** For paths with params: every concrete path (in the default language) to prerender and list in the sitemap. */
  paths?: () => Promise<string[]>;
  /**
   * Loads what the page needs besides its chunk for one concrete path (in the default language), so
   * the page renders at once: awaited before prerendering, before hydrating, and before a client-side
   * navigation renders it (a road map page loads only its own plan).
   */
  prepare?: (path: string, lang: Lang) => Promise<void>;
}

const row = (id: RouteId, page: string, load: RouteRow['load'], extra: Partial<RouteRow> = {}): RouteRow => ({
  id,
  path: ROUTE_PATHS[id],
  page,
  load,
  titleKey: `routes.${routeStringsId(id)}.title`,
  descriptionKey: `routes.${routeStringsId(id)}.description`,
  ...extra,
});

/**
 * A content module that routes' `prepare` loads, through the one late loader (src/lib/late-load.ts):
 * after a deploy under an open tab, a navigation that needs it reloads at its address instead of failing.
 */
const contentModule = <M>(importer: () => Promise<M>): (() => Promise<M>) => {
  const module = lateLoad(importer);
  return () => module.load();
};
const postBodies = contentModule(() => import('@/content/post-body'));
const roadmapPages = contentModule(() => import('@/content/roadmap-pages'));
const elementPages = contentModule(() => import('@/content/element-pages'));

export const routes: RouteRow[] = [
  // No prepare: the resource tabs load their text when they come to life (pages/HomePage).
  row('home', 'HomePage', () => import('@/pages/HomePage')),
  row('periodic', 'PeriodicPage', () => import('@/pages/PeriodicPage')),
  // No prepare: the list loads its subject's simulations itself, when it comes to life (pages/SimulationPage).
  row('simulation', 'SimulationPage', () => import('@/pages/SimulationPage')),
  row('papers', 'PapersPage', () => import('@/pages/PapersPage')),
  row('about', 'AboutPage', () => import('@/pages/AboutPage')),
  row('academicLevels', 'AcademicLevelsPage', () => import('@/pages/AcademicLevelsPage')),
  row('levelPrimary', 'LevelPrimaryPage', () => import('@/pages/LevelPrimaryPage')),
  row('levelOlevel', 'LevelOlevelPage', () => import('@/pages/LevelOlevelPage')),
  row('levelAlevel', 'LevelAlevelPage', () => import('@/pages/LevelAlevelPage')),
  row('levelTvet', 'LevelTvetPage', () => import('@/pages/LevelTvetPage')),
  row('levelHigher', 'LevelHigherPage', () => import('@/pages/LevelHigherPage')),
  row('levelProfessional', 'LevelProfessionalPage', () => import('@/pages/LevelProfessionalPage')),
  row('science', 'ScienceOverviewPage', () => import('@/pages/ScienceOverviewPage')),
  row('technology', 'TechnologyOverviewPage', () => import('@/pages/TechnologyOverviewPage')),
  row('engineering', 'EngineeringOverviewPage', () => import('@/pages/EngineeringOverviewPage')),
  row('mathematics', 'MathematicsOverviewPage', () => import('@/pages/MathematicsOverviewPage')),
  row('partnership', 'PartnershipPage', () => import('@/pages/PartnershipPage')),
  row('terms', 'TermsPage', () => import('@/pages/TermsPage')),
  row('contact', 'ContactPage', () => import('@/pages/ContactPage')),
  row('feedback', 'FeedbackPage', () => import('@/pages/FeedbackPage')),
  row('joinTeam', 'JoinTeamPage', () => import('@/pages/JoinTeamPage')),
  // No prepare: the library loads its items in the page's language itself, when it comes to life
  // (pages/BooksPage, pages/RoadmapsPage).
  row('books', 'BooksPage', () => import('@/pages/BooksPage')),
  row('roadmaps', 'RoadmapsPage', () => import('@/pages/RoadmapsPage')),
  row('blog', 'BlogPage', () => import('@/pages/BlogPage')),
  row('blogPost', 'BlogPostPage', () => import('@/pages/BlogPostPage'), {
    ownMeta: true,
    paths: async () => (await import('@/content/posts')).posts.map((p) => routeHref('blogPost', DEFAULT_LANG, { params: { slug: p.slug } })),
    // Its body, in its language, is one generated module (src/content/post-body.ts), loaded before the page renders.
    prepare: async (path, lang) => {
      const slug = matchPath(ROUTE_PATHS.blogPost, path)?.params.slug;
      if (slug) await (await postBodies()).loadPostBody(slug, lang);
    },
  }),
  row('roadmap', 'RoadmapPage', () => import('@/pages/RoadmapPage'), {
    ownMeta: true,
    // From the library collection (plain data, readable by Node in the e2e tests); each page's data,
    // in its language, is one generated module (src/content/roadmap-pages.ts), loaded before the page
    // renders. Every road map has a plan (tests/unit/roadmap-plans.test.ts).
    paths: async () => (await import('@/content/roadmaps')).roadmaps.map(({ slug }) => routeHref('roadmap', DEFAULT_LANG, { params: { slug } })),
    prepare: async (path, lang) => {
      const slug = matchPath(ROUTE_PATHS.roadmap, path)?.params.slug;
      if (slug) await (await roadmapPages()).loadRoadmapPage(slug, lang);
    },
  }),
  row('comingSoon', 'ComingSoonPage', () => import('@/pages/ComingSoonPage')),
  row('offline', 'OfflinePage', () => import('@/pages/OfflinePage')),
  row('search', 'SearchPage', () => import('@/pages/SearchPage')),
  row('element', 'ElementPage', () => import('@/pages/ElementPage'), {
    ownMeta: true,
    // From the tiles (plain data, readable by Node in the e2e tests); each page's own data is one
    // small generated module (src/content/element-pages.ts), loaded before the page renders.
    paths: async () => (await import('@/content/element-tiles')).elementTiles.map(({ symbol }) => elementHref(DEFAULT_LANG, symbol)),
    prepare: async (path) => {
      const symbol = matchPath(ROUTE_PATHS.element, path)?.params.symbol;
      if (symbol) await (await elementPages()).loadElementPage(symbol);
    },
  }),
];

/** The catch-all row: rendered for any unknown path, and written to 404.html in each language. */
export const notFoundRoute: RouteRow = {
  id: 'notFound',
  path: '*',
  page: 'NotFoundPage',
  load: () => import('@/pages/NotFoundPage'),
  titleKey: 'routes.notFound.title',
  descriptionKey: 'routes.notFound.description',
};

/** A row's concrete paths in the default language: its own path, or for a row with params those it lists. */
async function concretePaths(row: RouteRow): Promise<string[]> {
  if (row.paths) return row.paths();
  return row.path.includes(':') ? [] : [row.path];
}

/** Every concrete path of one language, in table order (`/fr/books` for French). */
export async function pathsIn(lang: Lang): Promise<string[]> {
  const all = await Promise.all(routes.map(concretePaths));
  return all.flat().map((path) => localizePath(path, lang));
}

/** One path per row of the table (a row with params: its first concrete path), in table order, in one language. */
export async function rowSamplePaths(lang: Lang): Promise<string[]> {
  const all = await Promise.all(routes.map(concretePaths));
  return all.flatMap((paths) => paths.slice(0, 1)).map((path) => localizePath(path, lang));
}

/** Every concrete path to prerender: each page in every language (English first, then /fr/…, /rw/…). */
export async function prerenderPaths(): Promise<string[]> {
  return (await Promise.all(LANGS.map(pathsIn))).flat();
}
