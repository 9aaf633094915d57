import type { ComponentType } from 'react';

/** A page module: its default export is the page component. */
export interface PageModule {
  default: ComponentType;
}

/**
 * One row of the route table. The router, the prerender step, sitemap.xml and every e2e
 * loop (render, axe, console, reflow, links) read this table: a new page is a new row.
 */
export interface RouteRow {
  /** Stable id; also names the route's strings in the common namespace: `routes.<id>.title`. */
  id: string;
  /** React Router path. A path with `:params` needs `paths` to be prerendered. */
  path: string;
  /** The page's chunk, loaded on demand (and before hydration for the first page). */
  load: () => Promise<PageModule>;
  /** i18n key of the page title ("<title> · Ubumenyi"). */
  titleKey: string;
  /** i18n key of the meta description. */
  descriptionKey: string;
  /** The page sets its own title and description with <PageMeta> (pages built from data). @default false */
  ownMeta?: boolean;
  /** For paths with params: every concrete path to prerender and list in the sitemap. */
  paths?: () => Promise<string[]>;
}

const row = (id: string, path: string, load: RouteRow['load'], extra: Partial<RouteRow> = {}): RouteRow => ({
  id,
  path,
  load,
  titleKey: `routes.${id}.title`,
  descriptionKey: `routes.${id}.description`,
  ...extra,
});

export const routes: RouteRow[] = [
  row('home', '/', () => import('./pages/HomePage')),
  row('periodic', '/periodic', () => import('./pages/PeriodicPage')),
  row('simulation', '/simulation', () => import('./pages/SimulationPage')),
  row('papers', '/papers', () => import('./pages/PapersPage')),
  row('about', '/about', () => import('./pages/AboutPage')),
  row('academicLevels', '/academic-levels', () => import('./pages/AcademicLevelsPage')),
  row('levelPrimary', '/academic-levels/primary', () => import('./pages/LevelPrimaryPage')),
  row('levelOlevel', '/academic-levels/olevel', () => import('./pages/LevelOlevelPage')),
  row('levelAlevel', '/academic-levels/alevel', () => import('./pages/LevelAlevelPage')),
  row('levelTvet', '/academic-levels/tvet', () => import('./pages/LevelTvetPage')),
  row('levelHigher', '/academic-levels/higher', () => import('./pages/LevelHigherPage')),
  row('levelProfessional', '/academic-levels/professional', () => import('./pages/LevelProfessionalPage')),
  row('science', '/science/science-overview', () => import('./pages/ScienceOverviewPage')),
  row('technology', '/technology/technology-overview', () => import('./pages/TechnologyOverviewPage')),
  row('engineering', '/engineering/engineering-overview', () => import('./pages/EngineeringOverviewPage')),
  row('mathematics', '/mathematics/mathematics-overview', () => import('./pages/MathematicsOverviewPage')),
  row('partnership', '/partnership', () => import('./pages/PartnershipPage')),
  row('terms', '/terms-and-conditions', () => import('./pages/TermsPage')),
  row('contact', '/contact', () => import('./pages/ContactPage')),
  row('feedback', '/feedback', () => import('./pages/FeedbackPage')),
  row('joinTeam', '/join-team', () => import('./pages/JoinTeamPage')),
  row('books', '/books', () => import('./pages/BooksPage')),
  row('roadmaps', '/road-maps', () => import('./pages/RoadmapsPage')),
  row('blog', '/blog', () => import('./pages/BlogPage')),
  row('blogPost', '/blog/:slug', () => import('./pages/BlogPostPage'), {
    ownMeta: true,
    titleKey: 'routes.blog.title',
    descriptionKey: 'routes.blog.description',
    paths: async () => (await import('./content/posts')).posts.map((p) => `/blog/${p.slug}`),
  }),
  row('comingSoon', '/coming-soon', () => import('./pages/ComingSoonPage')),
  row('offline', '/offline', () => import('./pages/OfflinePage')),
];

/** The catch-all row: rendered for any unknown path, and written to dist/404.html. */
export const notFoundRoute: RouteRow = row('notFound', '*', () => import('./pages/NotFoundPage'));

/** Every concrete path to prerender, in table order. */
export async function prerenderPaths(): Promise<string[]> {
  const all: string[] = [];
  for (const r of routes) {
    if (r.paths) all.push(...(await r.paths()));
    else if (!r.path.includes(':')) all.push(r.path);
  }
  return all;
}
