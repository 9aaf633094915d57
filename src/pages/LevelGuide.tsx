import type { Level, LevelSection } from '@/content/schema';
import { levelSummaries } from '@/content/levels';
import { fileOffers } from '@/content/file-offers';
import { LevelPage } from '@/components/LevelPage';
import { useLang } from '@/i18n/useT';
import { localize } from '@/lib/localize';

/**
 * A resources section as its files stand: a card that leads to books or papers says what its
 * `whileSamples` text says while any of those files is a sample, and its own text once all are real.
 */
function withFileTexts(section: LevelSection): LevelSection {
  if (section.kind !== 'resources') return section;
  return {
    ...section,
    resources: section.resources.map(({ whileSamples, ...resource }) =>
      whileSamples && fileOffers[whileSamples.files].status !== 'real' ? { ...resource, text: whileSamples.text } : resource,
    ),
  };
}

/**
 * The assembly shared by the six level pages: picks the visitor's language in one level's guide
 * and in the small list of all levels (for the related links), and hands both to the LevelPage
 * template. Each route page imports only its own guide, so its chunk carries only that level.
 */
export function LevelGuide({ level }: { level: Level }) {
  const lang = useLang();
  const links = levelSummaries.map(({ id, name, span, path }) => ({ id, name: name[lang], span: span[lang], path }));
  return <LevelPage level={localize({ ...level, sections: level.sections.map(withFileTexts) }, lang)} levels={links} />;
}
