import { PageHeader } from '@/components/PageHeader';
import { ResourceLibrary, type ResourceLibraryProps } from '@/components/ResourceLibrary';
import { useQueryParams } from '@/hooks/useQueryParams';
import { readLibraryState, writeLibraryState } from '@/lib/url-state';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

export interface LibraryPageProps extends Pick<ResourceLibraryProps, 'kind' | 'items'> {
  /** The page's introduction, under its title. */
  intro: string;
}

/**
 * The assembly shared by the two library pages (/books, /road-maps): the header with its
 * breadcrumb, then the searchable, paged library, with its state in the URL (?q=&page=).
 */
export function LibraryPage({ kind, items, intro }: LibraryPageProps) {
  const { t } = useT();
  const [params, setParams] = useQueryParams();
  const state = readLibraryState(params);
  const title = t(`routes.${kind}.title`);
  return (
    <>
      <PageHeader title={title} description={intro} breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: title }]} />
      <div className="container-page py-8">
        <ResourceLibrary
          kind={kind}
          items={items}
          query={state.q}
          page={state.page}
          onStateChange={(next, options) => setParams((current) => writeLibraryState(current, next), options)}
        />
      </div>
    </>
  );
}
