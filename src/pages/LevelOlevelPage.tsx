import { olevel } from '@/content/levels/olevel';
import { LevelGuide } from './LevelGuide';

/** /academic-levels/olevel: the olevel guide, rendered by the LevelPage template. */
export default function LevelOlevelPage() {
  return <LevelGuide level={olevel} />;
}
