import { higher } from '@/content/levels/higher';
import { LevelGuide } from './LevelGuide';

/** /academic-levels/higher: the higher guide, rendered by the LevelPage template. */
export default function LevelHigherPage() {
  return <LevelGuide level={higher} />;
}
