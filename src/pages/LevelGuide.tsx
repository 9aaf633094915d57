import type { Level } from '@/content/schema';
import { levelSummaries } from '@/content/levels';
import { LevelPage } from '@/components/LevelPage';
import { useLang } from '@/i18n/useT';
import { localize } from '@/lib/localize';

/**
 * The assembly shared by the six level pages: picks the visitor's language in one level's guide
 * and in the small list of all levels (for the related links), and hands both to the LevelPage
 * template. Each route page imports only its own guide, so its chunk carries only that level.
 */
export function LevelGuide({ level }: { level: Level }) {
  const lang = useLang();
  const links = levelSummaries.map(({ id, name, span, path }) => ({ id, name: name[lang], span: span[lang], path }));
  return <LevelPage level={localize(level, lang)} levels={links} />;
}
