import { StemOverviewPage } from './StemOverviewPage';
import { technology } from '@/content/stem/technology';

/** /technology/technology-overview: the StemOverview template fed with the technology data. */
export default function TechnologyOverviewPage() {
  return <StemOverviewPage page={technology} />;
}
