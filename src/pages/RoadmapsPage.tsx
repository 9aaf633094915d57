import { use, useMemo } from 'react';
import type { ResourceItem } from '@/components/ResourceCard';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { loadLocalized } from '@/content/localized';
import { roadmapTopicTone } from '@/content/library-view';
import { fileSize, isSampleFile } from '@/content/file-sizes';
import { hasRoadmapPage } from '@/content/roadmap-pages';
import { routeHref } from '@/lib/links';
import { LibraryPage } from './LibraryPage';

/** /road-maps: developer roadmaps, searchable and paged, with the state in the URL (?q=&page=). */
export default function RoadmapsPage() {
  const { t, lang } = useT(library);
  // The road maps in the page's language, which the route's prepare has loaded.
  const roadmaps = use(loadLocalized('roadmaps', lang));
  const items = useMemo<ResourceItem[]>(
    () =>
      roadmaps.map((roadmap) => ({
        id: roadmap.id,
        title: roadmap.title,
        titleLang: roadmap.titleLang,
        author: roadmap.author,
        authorLang: roadmap.authorLang,
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
  return <LibraryPage kind="roadmaps" items={items} intro={t('roadmaps.intro')} />;
}
