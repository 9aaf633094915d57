import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { academicLevels } from '@/i18n/namespaces/academicLevels';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '../Card';
import { LangText } from '../LangText';

const boardMarkVariants = cva('me-1 inline-flex min-h-12 min-w-16 items-center justify-center rounded-lg px-3 align-middle text-xl font-bold tracking-wide', {
  variants: {
    /** Which brand accent marks the board (decoration; the abbreviation is also in the text). */
    tone: {
      sky: 'bg-secondary text-secondary-foreground',
      green: 'bg-accent-soft text-accent',
    },
  },
  defaultVariants: { tone: 'sky' },
});

const boardInfoLabelClass = 'text-sm font-semibold uppercase tracking-wide text-muted-foreground';

export interface BoardInfoCardProps {
  /** "REB" */
  abbreviation: string;
  /** "Rwanda Education Board"; the card's heading, after the abbreviation (names in another language marked `[[en:…]]`: see LangText). */
  name: string;
  /** What the board covers, in one sentence. */
  scope: string;
  /** What the board does. */
  responsibilities: string[];
  /** Names of the levels it covers. */
  levels: string[];
  /** @default 'sky' */
  tone?: 'sky' | 'green';
  /** Heading level of the name, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** An information card about an education board: its name, scope, responsibilities and levels. */
export function BoardInfoCard({ abbreviation, name, scope, responsibilities, levels, tone, headingLevel = 'h3', className }: BoardInfoCardProps) {
  const { t } = useT(academicLevels);
  const Heading = headingLevel;
  return (
    <Card data-slot="board-info-card" className={cn('h-full', className)}>
      <CardHeader className="gap-3">
        <CardTitle asChild>
          <Heading>
            <span className={boardMarkVariants({ tone })}>{abbreviation}</span> <LangText text={name} />
          </Heading>
        </CardTitle>
        <CardDescription>{scope}</CardDescription>
      </CardHeader>
      <CardContent className="flex flex-col gap-4">
        <div className="flex flex-col gap-1">
          <h4 className={boardInfoLabelClass}>{t('responsibilities')}</h4>
          <ul className="list-disc ps-5 marker:text-muted-foreground">
            {responsibilities.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        </div>
        <div className="flex flex-col gap-1">
          <h4 className={boardInfoLabelClass}>{t('levelsCovered')}</h4>
          <ul className="list-disc ps-5 marker:text-muted-foreground">
            {levels.map((level) => (
              <li key={level}>{level}</li>
            ))}
          </ul>
        </div>
      </CardContent>
    </Card>
  );
}
