import { Suspense, type ComponentType } from 'react';
import { PageHeader } from '@/components/PageHeader';
import type { ResourceLibraryProps } from '@/components/ResourceLibrary';
import { useQueryParams } from '@/hooks/useQueryParams';
import { readLibraryState, writeLibraryState } from '@/lib/url-state';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/** What a library section takes from its page: the state in the URL. */
export type LibraryStateProps = Pick<ResourceLibraryProps, 'query' | 'page' | 'onStateChange'>;

export interface LibraryPageProps {
  kind: ResourceLibraryProps['kind'];
  /** The page's introduction, under its title. */
  intro: string;
  /**
   * The searchable, paged library: an island (app/alive/island) whose module loads the items in
   * the page's language and renders them (./BooksLibrarySection, ./RoadmapsLibrarySection).
   */
  library: ComponentType<LibraryStateProps>;
}

/**
 * The assembly shared by the two library pages (/books, /road-maps): the header with its
 * breadcrumb, then the searchable, paged library, with its state in the URL (?q=&page=).
 */
export function LibraryPage({ kind, intro, library: Library }: LibraryPageProps) {
  const { t } = useT();
  const [params, setParams] = useQueryParams();
  const state = readLibraryState(params);
  const title = t(`routes.${kind}.title`);
  return (
    <>
      <PageHeader title={title} description={intro} breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: title }]} />
      <div className="container-page py-8">
        <Suspense fallback={null}>
          <Library query={state.q} page={state.page} onStateChange={(next, options) => setParams((current) => writeLibraryState(current, next), options)} />
        </Suspense>
      </div>
    </>
  );
}
