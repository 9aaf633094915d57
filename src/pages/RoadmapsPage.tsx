import { use, useMemo } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { ResourceLibrary } from '@/components/ResourceLibrary';
import type { ResourceItem } from '@/components/ResourceCard';
import { useQueryParams } from '@/hooks/useQueryParams';
import { readLibraryState, writeLibraryState } from '@/lib/url-state';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { loadLocalized } from '@/content/localized';
import { roadmapTopicTone } from '@/content/library-view';
import { fileSize, isSampleFile } from '@/content/file-sizes';
import { hasRoadmapPage } from '@/content/roadmap-pages';
import { ROUTE_PATHS, routeHref } from '@/lib/links';

/** /road-maps: developer roadmaps, searchable and paged, with the state in the URL (?q=&page=). */
export default function RoadmapsPage() {
  const { t: tc } = useT();
  const { t, lang } = useT(library);
  const [params, setParams] = useQueryParams();
  const state = readLibraryState(params);
  // The road maps in the page's language, which the route's prepare has loaded.
  const roadmaps = use(loadLocalized('roadmaps', lang));
  const items = useMemo<ResourceItem[]>(
    () =>
      roadmaps.map((roadmap) => ({
        id: roadmap.id,
        title: roadmap.title,
        author: roadmap.author,
        subjectLabel: t(`topics.${roadmap.topic}`),
        tone: roadmapTopicTone[roadmap.topic],
        motif: roadmap.cover,
        levelLabel: t(`levels.${roadmap.level}`),
        description: roadmap.description,
        file: roadmap.file,
        sizeBytes: fileSize(roadmap.file),
        isSample: isSampleFile(roadmap.file),
        // A road map with a written plan has its own page; the card's title links to it.
        href: hasRoadmapPage(roadmap.slug) ? routeHref('roadmap', lang, { params: { slug: roadmap.slug } }) : undefined,
      })),
    [t, lang, roadmaps],
  );
  return (
    <>
      <PageHeader
        title={tc('routes.roadmaps.title')}
        description={t('roadmaps.intro')}
        breadcrumbs={[{ label: tc('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: tc('routes.roadmaps.title') }]}
      />
      <div className="container-page py-8">
        <ResourceLibrary
          kind="roadmaps"
          items={items}
          query={state.q}
          page={state.page}
          onStateChange={(next, options) => setParams((current) => writeLibraryState(current, next), options)}
        />
      </div>
    </>
  );
}
