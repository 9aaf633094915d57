import { primary } from '@/content/levels/primary';
import { LevelGuide } from './LevelGuide';

/** /academic-levels/primary: the primary guide, rendered by the LevelPage template. */
export default function LevelPrimaryPage() {
  return <LevelGuide level={primary} />;
}
