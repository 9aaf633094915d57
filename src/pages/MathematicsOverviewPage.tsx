import { StemOverviewPage } from './StemOverviewPage';
import { mathematics } from '@/content/stem/mathematics';

/** /mathematics/mathematics-overview: the StemOverview template fed with the mathematics data. */
export default function MathematicsOverviewPage() {
  return <StemOverviewPage page={mathematics} />;
}
