import { Link } from '../Link';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { academicLevels } from '@/i18n/namespaces/academicLevels';
import { Button } from '../Button';
import { Icon } from '../Icon';
import type { LevelLinkView } from './types';
import { ROUTE_PATHS } from '@/lib/links';

const levelRelatedLinkClass = [
  'flex min-h-11 h-full items-center justify-between gap-3 rounded-lg border border-border bg-card px-4 py-3',
  'text-foreground no-underline hover:border-primary hover:bg-secondary',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
].join(' ');

/** Where the "All academic levels" link leads. */
export const LEVELS_OVERVIEW_PATH = ROUTE_PATHS.academicLevels;

export interface LevelPageRelatedProps {
  /** The levels to link to, in order. */
  levels: LevelLinkView[];
  className?: string;
}

/** Links to other level guides (name and span), then back to the overview of all levels. */
export function LevelPageRelated({ levels, className }: LevelPageRelatedProps) {
  const { t } = useT(academicLevels);
  return (
    <div data-slot="level-related" className={cn('flex flex-col gap-4', className)}>
      <ul className="grid grid-cols-1 gap-3 sm:grid-cols-2 lg:grid-cols-3">
        {levels.map((level) => (
          <li key={level.id}>
            {/* Named by its content, the two stacked lines as shown ("O-Level S1–S3": WCAG 2.5.3, the
                name is the visible text); a hidden comma between them was read " , " (issue 44), and a
                name written out with a comma no longer matched the visible text. */}
            <Link to={level.path} className={levelRelatedLinkClass}>
              <span className="flex flex-col">
                <span className="font-semibold text-primary underline underline-offset-4">{level.name}</span>
                <span className="text-sm text-muted-foreground">{level.span}</span>
              </span>
              <Icon name="arrowRight" className="size-5 shrink-0 text-primary" />
            </Link>
          </li>
        ))}
      </ul>
      <div>
        <Button asChild variant="ghost" className="ps-2 whitespace-normal text-start">
          <Link to={LEVELS_OVERVIEW_PATH}>
            <Icon name="arrowRight" className="rotate-180" />
            {t('backToOverview')}
          </Link>
        </Button>
      </div>
    </div>
  );
}
