import { island } from '@/app/alive/island';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { LibraryPage, type LibraryStateProps } from './LibraryPage';

// The list, its search and its pages stay the prerendered HTML until the learner reaches for them,
// or the warm-up makes them live (see island): then their code and the road maps in the page's
// language load (./RoadmapsLibrarySection).
const RoadmapsLibrary = island<LibraryStateProps>('roadmaps-library', () => import('./RoadmapsLibrarySection'));

/** /road-maps: developer roadmaps, searchable and paged, with the state in the URL (?q=&page=). */
export default function RoadmapsPage() {
  const { t } = useT(library);
  return <LibraryPage kind="roadmaps" library={RoadmapsLibrary} intro={t('roadmaps.intro')} />;
}
