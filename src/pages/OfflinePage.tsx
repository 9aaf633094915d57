import { PageHeader } from '@/components/PageHeader';
import { SavedList } from '@/components/SavedList';
import { SaveOffline } from '@/components/SaveOffline';
import { SavedBooks } from '@/components/SavedBooks';
import { browserOfflineStore } from '@/app/offline-cache';
import { browserBookShelf } from '@/app/saved-books';
import { useSavedResources } from '@/hooks/useSavedResources';
import { useT } from '@/i18n/useT';
import { routeStringsId } from '@/i18n/route-strings';
import { langOfPath, localizePath, ROUTE_PATHS, routeIdOfPath } from '@/lib/links';

/**
 * What the service worker shows for a page or file that is not saved while offline: says so
 * kindly and lists everything this device can open without a connection — the books saved one by
 * one (with their sizes, the room left and Remove), the pages and the files opened —; and offers to
 * save the whole site (the footer links here).
 */
export default function OfflinePage() {
  const { t, lang } = useT();
  const saved = useSavedResources();
  const title = (path: string) => {
    const id = routeIdOfPath(localizePath(path, 'en'));
    return id ? t(`routes.${routeStringsId(id)}.title`) : decodeURIComponent(path.split('/').pop() ?? path).replace(/-/g, ' ');
  };
  return (
    <>
      <PageHeader title={t('offline.title')} description={t('offline.text')} />
      <div className="container-page flex flex-col gap-10 py-8">
        <SaveOffline store={browserOfflineStore} />
        <SavedBooks shelf={browserBookShelf} />
        <SavedList
          status={saved.status}
          pages={saved.pages
            .filter((p) => langOfPath(p) === lang && localizePath(p, 'en') !== ROUTE_PATHS.offline)
            .map((href) => ({ href, label: title(href) }))}
          files={saved.files.map((href) => ({ href, label: decodeURIComponent(href.split('/').pop() ?? href) }))}
        />
      </div>
    </>
  );
}
