import { professional } from '@/content/levels/professional';
import { LevelGuide } from './LevelGuide';

/** /academic-levels/professional: the professional guide, rendered by the LevelPage template. */
export default function LevelProfessionalPage() {
  return <LevelGuide level={professional} />;
}
