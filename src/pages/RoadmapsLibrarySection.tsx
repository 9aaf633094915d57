import { use, useMemo } from 'react';
import { ResourceLibrary } from '@/components/ResourceLibrary';
import type { ResourceItem } from '@/components/ResourceCard';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { loadLocalized } from '@/content/localized';
import { roadmapTopicTone } from '@/content/library-view';
import { fileSize, isSampleFile } from '@/content/file-sizes';
import { hasRoadmapPage } from '@/content/roadmap-pages';
import { routeHref } from '@/lib/links';
import type { LibraryStateProps } from './LibraryPage';

/** The road maps' library (its own chunk, with the road maps in the page's language: see RoadmapsPage). */
export default function RoadmapsLibrarySection(props: LibraryStateProps) {
  const { t, lang } = useT(library);
  // In the page's language only; loaded when the section comes to life (or is prerendered).
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
  return <ResourceLibrary kind="roadmaps" items={items} {...props} />;
}
