import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { LevelPageCards } from './LevelPageCards';
import { LevelPageList } from './LevelPageList';
import { LevelPageStages } from './LevelPageStages';
import { LevelPageResources } from './LevelPageResources';
import { LevelPageRelated } from './LevelPageRelated';
import type { LevelLinkView, LevelSectionView } from './types';
import { LangText } from '../LangText';

const levelSectionVariants = cva('flex scroll-mt-24 flex-col gap-4 print:gap-1', {
  variants: {
    kind: {
      prose: '',
      cards: '',
      list: '',
      stages: '',
      // Links do nothing on paper, so the resources and the related links stay off a printed guide.
      resources: 'print:hidden',
      related: 'border-t border-border pt-8 print:hidden',
    },
  },
  defaultVariants: { kind: 'prose' },
});

export interface LevelPageSectionProps {
  section: LevelSectionView;
  /** Every level that a related section may link to; looked up by id. @default [] */
  levels?: LevelLinkView[];
  className?: string;
}

/**
 * One section of a level guide: a landmark labelled by its h2, an optional intro, and a body
 * chosen by the section's kind. The related-levels section is a navigation landmark.
 */
export function LevelPageSection({ section, levels = [], className }: LevelPageSectionProps) {
  const headingId = `${section.id}-heading`;
  const Landmark = section.kind === 'related' ? 'nav' : 'section';
  return (
    <Landmark
      id={section.id}
      aria-labelledby={headingId}
      data-slot="level-section"
      data-kind={section.kind}
      className={cn(levelSectionVariants({ kind: section.kind }), className)}
    >
      <h2 id={headingId} className="text-2xl font-bold print:break-after-avoid print:text-[13pt]">
        {section.heading}
      </h2>
      {section.intro && <p className="prose-width text-lg text-muted-foreground print:max-w-none print:text-[9.5pt]">{section.intro}</p>}
      <SectionBody section={section} levels={levels} />
    </Landmark>
  );
}

function SectionBody({ section, levels }: { section: LevelSectionView; levels: LevelLinkView[] }) {
  switch (section.kind) {
    case 'prose':
      return (
        <div className="prose-width flex flex-col gap-3 text-lg print:max-w-none print:gap-1 print:text-[9.5pt]">
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>
              <LangText text={paragraph} />
            </p>
          ))}
        </div>
      );
    case 'cards':
      return <LevelPageCards cards={section.cards} />;
    case 'list':
      return <LevelPageList items={section.items} />;
    case 'stages':
      return <LevelPageStages stages={section.stages} />;
    case 'resources':
      return <LevelPageResources resources={section.resources} />;
    case 'related':
      return <LevelPageRelated levels={section.levels.flatMap((id) => levels.find((level) => level.id === id) ?? [])} />;
  }
}
