import { StemOverviewPage } from './StemOverviewPage';
import { engineering } from '@/content/stem/engineering';

/** /engineering/engineering-overview: the StemOverview template fed with the engineering data. */
export default function EngineeringOverviewPage() {
  return <StemOverviewPage page={engineering} />;
}
