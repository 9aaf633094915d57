import { useT } from '@/i18n/useT';
import { PageHeader } from '../PageHeader';
import { LevelPageSection } from './LevelPageSection';
import { LEVELS_OVERVIEW_PATH } from './LevelPageRelated';
import type { LevelLinkView, LevelView } from './types';
import { ROUTE_PATHS } from '@/lib/links';

export interface LevelPageProps {
  /** The guide, in the visitor's language. */
  level: LevelView;
  /** Every level (name, span, path), for the related-level links. */
  levels: LevelLinkView[];
}

/**
 * The one template behind the six level guides (primary, O-Level, A-Level, TVET, higher,
 * professional): a header with the trail Home › Academic levels › level, then the guide's
 * sections in order, each rendered by its kind. Prints as a plain black-and-white guide.
 */
export function LevelPage({ level, levels }: LevelPageProps) {
  const { t } = useT();
  return (
    <div data-slot="level-page" data-level={level.id}>
      <PageHeader
        title={level.title}
        description={level.description}
        breadcrumbs={[
          { label: t('breadcrumb.home'), to: ROUTE_PATHS.home },
          { label: t('nav.academicLevels'), to: LEVELS_OVERVIEW_PATH },
          { label: level.title },
        ]}
        className="print:border-black print:bg-transparent print:[&_h1]:text-[18pt] print:[&_nav]:hidden print:[&_p]:text-[10pt] print:[&>div]:gap-1 print:[&>div]:py-2"
      />
      <div className="container-page flex flex-col gap-12 py-8 md:py-10 print:gap-3 print:py-2 print:text-[9.5pt] print:leading-snug">
        {level.sections.map((section) => (
          <LevelPageSection key={section.id} section={section} levels={levels} />
        ))}
      </div>
    </div>
  );
}
