import { Link } from '../Link';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { academicLevels } from '@/i18n/namespaces/academicLevels';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../Card';
import { Icon } from '../Icon';

export interface LevelCardProps {
  /** The level's name ("O-Level"); the card's heading. */
  name: string;
  /** The years it covers ("S1–S3") or its length. */
  span: string;
  /** One sentence about the level. */
  summary: string;
  /** The level guide's path. */
  to: string;
  /** The board that guides the level ("REB"), when there is one. */
  board?: string;
  /** Heading level of the name, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
  className?: string;
}

/** A level on the overview page: name, span, board, one sentence and one link to its guide. */
export function LevelCard({ name, span, summary, to, board, headingLevel = 'h3', className }: LevelCardProps) {
  const { t } = useT(academicLevels);
  const Heading = headingLevel;
  return (
    <Card data-slot="level-card" className={cn('h-full', className)}>
      <CardHeader>
        {/* The heading first, then its badges (issue 44: a card is met by its heading); the badges
            still show above it (CSS order: reading and focus order are the DOM's, nothing here is focusable). */}
        <CardTitle asChild>
          <Heading>{name}</Heading>
        </CardTitle>
        <div className="order-first flex flex-wrap gap-2">
          <Badge variant="secondary">{span}</Badge>
          {board && <Badge variant="outline">{t('board', { board })}</Badge>}
        </div>
      </CardHeader>
      <CardContent>
        <CardDescription>{summary}</CardDescription>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline" className="h-auto whitespace-normal py-2 text-start">
          <Link to={to}>
            {t('exploreLevel', { name })}
            <Icon name="arrowRight" />
          </Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
