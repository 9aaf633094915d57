import { tvet } from '@/content/levels/tvet';
import { LevelGuide } from './LevelGuide';

/** /academic-levels/tvet: the tvet guide, rendered by the LevelPage template. */
export default function LevelTvetPage() {
  return <LevelGuide level={tvet} />;
}
