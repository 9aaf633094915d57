import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { academicLevels } from '@/i18n/namespaces/academicLevels';
import { Card, CardContent, CardHeader, CardTitle } from '../Card';
import { LangText } from '../LangText';
import { cardColumns, levelCardGridVariants } from './LevelPageCards';
import type { LevelDurationView, LevelStageView } from './types';

const levelStageCodeClass =
  'inline-flex size-12 shrink-0 items-center justify-center rounded-lg bg-secondary text-xl font-bold text-secondary-foreground print:size-8 print:border print:border-black print:bg-transparent print:text-[11pt]';

/** "6–12 months", "6 à 12 mois", "Amezi 6 kugeza kuri 12". */
function useDurationText(): (duration: LevelDurationView) => string {
  const { t, formatNumber } = useT(academicLevels);
  return (d) => t(d.unit === 'months' ? 'durationMonths' : 'durationYears', { min: formatNumber(d.min), max: formatNumber(d.max) });
}

export interface LevelPageStagesProps {
  stages: LevelStageView[];
  className?: string;
}

/** Grade cards (S1, S2, S3) or qualification cards with their durations. */
export function LevelPageStages({ stages, className }: LevelPageStagesProps) {
  const { t } = useT(academicLevels);
  const durationText = useDurationText();
  return (
    <ol data-slot="level-stages" className={cn(levelCardGridVariants({ columns: cardColumns(stages.length) }), className)}>
      {stages.map((stage) => (
        <li key={stage.id} className="print:break-inside-avoid">
          <Card className="h-full print:border-black print:shadow-none">
            <CardHeader className="flex-row items-center gap-3 print:p-2 print:pb-1">
              {stage.code && (
                <span aria-hidden="true" className={levelStageCodeClass}>
                  {stage.code}
                </span>
              )}
              <CardTitle size="sm" className="print:text-[10.5pt]">
                {/* The code is read as part of the heading, once ("S1, Senior 1"); the box above is visual. */}
                {stage.code && <span className="sr-only">{stage.code}, </span>}
                <LangText text={stage.title} />
              </CardTitle>
            </CardHeader>
            <CardContent className="flex flex-col gap-3 print:gap-1 print:px-2 print:pb-2">
              {stage.duration && (
                <dl className="flex flex-wrap items-baseline gap-x-2">
                  <dt className="font-semibold">{t('duration')}</dt>
                  <dd className="rounded-md bg-accent-soft px-2 font-semibold text-accent print:bg-transparent print:px-0">{durationText(stage.duration)}</dd>
                </dl>
              )}
              <p>
                <LangText text={stage.text} />
              </p>
            </CardContent>
          </Card>
        </li>
      ))}
    </ol>
  );
}
