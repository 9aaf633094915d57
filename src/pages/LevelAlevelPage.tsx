import { alevel } from '@/content/levels/alevel';
import { LevelGuide } from './LevelGuide';

/** /academic-levels/alevel: the alevel guide, rendered by the LevelPage template. */
export default function LevelAlevelPage() {
  return <LevelGuide level={alevel} />;
}
