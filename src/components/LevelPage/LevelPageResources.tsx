import { Link } from '../Link';
import { cn } from '@/lib/cn';
import { Button } from '../Button';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../Card';
import { Icon } from '../Icon';
import { cardColumns, levelCardGridVariants } from './LevelPageCards';
import type { LevelResourceView } from './types';
import { COMING_SOON_PATH } from '@/lib/destinations';

const levelResourceIconClass = 'flex size-11 items-center justify-center rounded-lg bg-secondary text-secondary-foreground print:hidden';

/** The page a not-yet-built resource leads to. */

export interface LevelPageResourcesProps {
  resources: LevelResourceView[];
  className?: string;
}

/**
 * Resource cards, each with one link. A resource that exists leads to its page with a solid
 * outline button; one that is still being built leads to /coming-soon with a quieter button,
 * and its visible label says so.
 */
export function LevelPageResources({ resources, className }: LevelPageResourcesProps) {
  return (
    <ul data-slot="level-resources" className={cn(levelCardGridVariants({ columns: cardColumns(resources.length) }), className)}>
      {resources.map((resource) => (
        <li key={resource.id} className="print:break-inside-avoid">
          <Card className="h-full print:border-black print:shadow-none">
            <CardHeader className="print:p-2 print:pb-1">
              <span className={levelResourceIconClass}>
                <Icon name={resource.icon} />
              </span>
              <CardTitle size="sm">{resource.title}</CardTitle>
            </CardHeader>
            <CardContent className="print:px-2 print:pb-1">
              <CardDescription>{resource.text}</CardDescription>
            </CardContent>
            <CardFooter className="print:px-2 print:pb-2">
              <Button
                asChild
                variant={resource.to === COMING_SOON_PATH ? 'secondary' : 'outline'}
                className="h-auto whitespace-normal py-2 text-start print:min-h-0 print:border-0 print:p-0"
              >
                <Link to={resource.to} data-coming-soon={resource.to === COMING_SOON_PATH ? '' : undefined}>
                  {resource.action}
                </Link>
              </Button>
            </CardFooter>
          </Card>
        </li>
      ))}
    </ul>
  );
}
