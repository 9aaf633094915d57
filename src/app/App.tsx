import * as React from 'react';
import { useLocation, useNavigate, useRoutes, type RouteObject } from 'react-router-dom';
import { SiteHeader } from '@/components/SiteHeader';
import { SiteFooter } from '@/components/SiteFooter';
import { SkipLink } from '@/components/SkipLink';
import { LiveRegion } from '@/components/LiveRegion';
import { PageMeta } from '@/components/PageMeta';
import { ErrorBoundary } from '@/components/ErrorBoundary';
import { OfflineNotice } from '@/components/OfflineNotice';
import { UpdatePrompt } from '@/components/UpdatePrompt';
import { useOnline } from '@/hooks/useOnline';
import { subscribeUpdate, waitingUpdate } from './pwa-state';
import { footerNav, headerNav } from '@/content/navigation';
import { site } from '@/content/site';
import { changeLanguage, i18n, rememberLanguage } from '@/i18n';
import { DEFAULT_LANG, LANG_NAMES, LANGS, type Lang } from '@/lib/langs';
import { langOfPath, localizePath, pageUrls } from '@/lib/links';
import { useLang, useT } from '@/i18n/useT';
import { useHydrated } from '@/hooks/useHydrated';
import { notFoundRoute, routes, type RouteRow } from './routes';
import { loadRoute } from './alive/route-loader';

/** Announcements made by the shell: page changes and language changes. */
const AnnounceContext = React.createContext<(message: string) => void>(() => {});

let firstRouteRendered = false;

/** Renders a route's page: its meta tags, then the page (loaded chunk, or suspend until it is). */
function RouteView({ row }: { row: RouteRow }) {
  const { t, lang } = useT();
  const location = useLocation();
  const announce = React.useContext(AnnounceContext);
  // Always through use() (a loaded chunk returns at once): React replays a part that suspended with
  // the same hooks in the same order, so a use() must not be skipped the second time.
  const Page = React.use(loadRoute(row));

  // On client-side navigation (not the first page): focus the new h1 and scroll to the top, as a
  // full page load would (WCAG 2.4.3 focus order). Focus on the heading says the page's name; a
  // page without one is announced instead (4.1.3 status messages), never both: said twice, the
  // name was "Coming soon, heading level 1", then "Coming soon page loaded" (issue 44).
  const basePath = localizePath(location.pathname, DEFAULT_LANG);
  React.useEffect(() => {
    if (!firstRouteRendered) {
      firstRouteRendered = true;
      return;
    }
    window.scrollTo(0, 0);
    const heading = document.querySelector<HTMLElement>('main h1');
    if (heading) {
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1');
      heading.focus({ preventScroll: true });
    } else {
      announce(t('navigation.announce', { title: t(row.titleKey) }));
    }
    // Only a new path is a new page; a changed query string (filters, search) is not, and neither
    // is the same page in another language (the switcher keeps focus and announces the language).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [basePath]);

  return (
    <>
      {!row.ownMeta && (
        <PageMeta
          title={t(row.titleKey)}
          description={t(row.descriptionKey)}
          // The not-found page stands for any path: it has no language versions to point to.
          {...(row === notFoundRoute ? { canonical: pageUrls(site.url, location.pathname).canonical } : pageUrls(site.url, location.pathname))}
          lang={lang}
        />
      )}
      {/* Page is a module-level component from the route cache, not one created here. */}
      {/* eslint-disable-next-line react-hooks/static-components */}
      <Page />
    </>
  );
}

/** A route inside its own error boundary: a failing page never blanks the site; navigating away recovers. */
function GuardedRoute({ row }: { row: RouteRow }) {
  const { pathname } = useLocation();
  return (
    <ErrorBoundary resetKey={pathname}>
      <RouteView row={row} />
    </ErrorBoundary>
  );
}

/**
 * The router's table for each language, built once: the route table's rows behind the language's
 * prefix, then the catch-all. A path belongs to one language, so the router matches against that
 * language's rows only (React Router flattens and ranks the whole table on every render).
 */
const routeTables = Object.fromEntries(
  LANGS.map((routeLang): [Lang, RouteObject[]] => [
    routeLang,
    [
      ...routes.map((row) => ({ path: localizePath(row.path, routeLang), element: <GuardedRoute row={row} /> })),
      { path: '*', element: <GuardedRoute row={notFoundRoute} /> },
    ],
  ]),
) as Record<Lang, RouteObject[]>;

/** The routed page of the address's language. */
function PageRoutes({ lang }: { lang: Lang }) {
  return useRoutes(routeTables[lang]);
}

/**
 * The footer, with this year once hydrated (the build's year before, as the HTML was written). Its
 * own component, so that the end of hydration re-renders the footer alone, not the whole app.
 */
function Footer() {
  const hydrated = useHydrated();
  return <SiteFooter groups={footerNav} since={site.since} year={hydrated ? new Date().getFullYear() : __BUILD_YEAR__} />;
}

/** The whole app inside a router: skip link, header, the routed page in <main>, footer. */
export function App() {
  const lang = useLang();
  const { t } = useT();
  const location = useLocation();
  const navigate = useNavigate();
  const pathLang = langOfPath(location.pathname);
  const online = useOnline();
  const update = React.useSyncExternalStore(subscribeUpdate, waitingUpdate, () => undefined);
  const [announcement, setAnnouncement] = React.useState('');

  // Only when it differs: setting <html lang> restyles the whole page (every `:lang()` may change),
  // even to the value it already has, and the prerendered page already has it.
  React.useEffect(() => {
    if (document.documentElement.lang !== lang) document.documentElement.lang = lang;
  }, [lang]);

  // The address decides the language: Back from /fr/books to /books switches to English.
  React.useEffect(() => {
    if (pathLang !== lang) void changeLanguage(pathLang);
    // Only a new address changes the language; the switcher below changes both together.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [pathLang]);

  // The switcher goes to the same page, query and hash in the chosen language, and remembers it.
  const onLanguageChange = React.useCallback(
    (next: Lang) => {
      rememberLanguage(next);
      const { pathname, search, hash } = window.location;
      void changeLanguage(next).then(() => {
        navigate(localizePath(pathname, next) + search + hash);
        setAnnouncement(i18n.getFixedT(next)('language.changed', { name: LANG_NAMES[next] }));
      });
    },
    [navigate],
  );

  return (
    <AnnounceContext.Provider value={setAnnouncement}>
      <SkipLink>{t('nav.skipToContent')}</SkipLink>
      {/* Header, page and footer each hydrate as a unit of their own (a Suspense boundary), in short tasks. */}
      <React.Suspense fallback={null}>
        <SiteHeader items={headerNav} onLanguageChange={onLanguageChange} status={<OfflineNotice offline={!online} />} />
      </React.Suspense>
      {/* data-pagefind-body: the search index reads only the page content, never the header, footer or navigation. */}
      <main id="main" tabIndex={-1} data-pagefind-body className="min-h-[60vh] focus:outline-none">
        <React.Suspense fallback={null}>
          <PageRoutes lang={pathLang} />
        </React.Suspense>
      </main>
      <React.Suspense fallback={null}>
        <Footer />
      </React.Suspense>
      <LiveRegion message={announcement} />
      <UpdatePrompt onReload={update} />
    </AnnounceContext.Provider>
  );
}
