import * as React from 'react';
import { Route, Routes, useLocation } from 'react-router-dom';
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
import { changeLanguage } from '@/i18n';
import { LANG_NAMES, type Lang } from '@/i18n/langs';
import { useLang, useT } from '@/i18n/useT';
import { useHydrated } from '@/hooks/useHydrated';
import { notFoundRoute, routes, type RouteRow } from './routes';
import { loadRoute, loadedRoute } from './route-loader';


/** Announcements made by the shell: page changes and language changes. */
const AnnounceContext = React.createContext<(message: string) => void>(() => {});

let firstRouteRendered = false;

/** Absolute URL of a path on the deployed site, for canonical links. */
function canonicalUrl(pathname: string): string {
  const path = pathname === '/' ? '/' : pathname.replace(/\/+$/, '');
  return new URL(path, site.url).href;
}

/** Renders a route's page: its meta tags, then the page (loaded chunk, or suspend until it is). */
function RouteView({ row }: { row: RouteRow }) {
  const { t, lang } = useT();
  const location = useLocation();
  const announce = React.useContext(AnnounceContext);
  const Page = loadedRoute(row) ?? React.use(loadRoute(row));

  // On client-side navigation (not the first page): focus the new h1, scroll to the top and
  // announce the page, as a full page load would (WCAG 2.4.3 focus order, 4.1.3 status messages).
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
    }
    announce(t('navigation.announce', { title: heading?.textContent ?? t(row.titleKey) }));
    // Only a new path is a new page; a changed query string (filters, search) is not.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [location.pathname]);

  return (
    <>
      {!row.ownMeta && (
        <PageMeta
          title={t(row.titleKey)}
          description={t(row.descriptionKey)}
          canonical={canonicalUrl(location.pathname)}
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

/** The whole app inside a router: skip link, header, the routed page in <main>, footer. */
export function App() {
  const lang = useLang();
  const { t } = useT();
  const hydrated = useHydrated();
  const online = useOnline();
  const update = React.useSyncExternalStore(subscribeUpdate, waitingUpdate, () => undefined);
  const [announcement, setAnnouncement] = React.useState('');

  React.useEffect(() => {
    document.documentElement.lang = lang;
  }, [lang]);

  const onLanguageChange = React.useCallback(
    (next: Lang) => {
      void changeLanguage(next).then(() => {
        // A ?lng= left in the address would win over the new choice on the next reload.
        const url = new URL(window.location.href);
        if (url.searchParams.has('lng')) {
          url.searchParams.delete('lng');
          window.history.replaceState(window.history.state, '', url);
        }
        setAnnouncement(t('language.changed', { name: LANG_NAMES[next] }));
      });
    },
    [t],
  );

  return (
    <AnnounceContext.Provider value={setAnnouncement}>
      <SkipLink>{t('nav.skipToContent')}</SkipLink>
      <SiteHeader items={headerNav} onLanguageChange={onLanguageChange} status={<OfflineNotice offline={!online} />} />
      <main id="main" tabIndex={-1} className="min-h-[60vh] focus:outline-none">
        <React.Suspense fallback={null}>
          <Routes>
            {routes.map((row) => (
              <Route key={row.id} path={row.path} element={<GuardedRoute row={row} />} />
            ))}
            <Route path="*" element={<GuardedRoute row={notFoundRoute} />} />
          </Routes>
        </React.Suspense>
      </main>
      <SiteFooter groups={footerNav} since={site.since} year={hydrated ? new Date().getFullYear() : __BUILD_YEAR__} />
      <LiveRegion message={announcement} />
      <UpdatePrompt onReload={update} />
    </AnnounceContext.Provider>
  );
}
