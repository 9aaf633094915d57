import { StemOverviewPage } from './StemOverviewPage';
import { science } from '@/content/stem/science';

/** /science/science-overview: the StemOverview template fed with the science data. */
export default function ScienceOverviewPage() {
  return <StemOverviewPage page={science} />;
}
