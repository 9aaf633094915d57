import * as React from 'react';
import { Link } from '../Link';
import { cva } from 'class-variance-authority';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../Card';
import { Button } from '../Button';
import { Badge } from '../Badge';
import { LangText } from '../LangText';
import { Icon, type IconName } from '../Icon';
import { infoCards } from '@/i18n/namespaces/info-cards';
import { useT } from '@/i18n/useT';
import { cn } from '@/lib/cn';
import { isComingSoon } from '@/lib/destinations';

const topicCardIconVariants = cva('flex size-12 shrink-0 items-center justify-center rounded-lg', {
  variants: {
    /** `default` for a resource that exists; `secondary` (greyed) for one still being prepared. */
    variant: {
      default: 'bg-secondary text-secondary-foreground',
      secondary: 'bg-muted text-muted-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

export interface TopicCardProps {
  /** The card's heading. */
  title: string;
  /** One or two sentences about the topic or resource. */
  description: string;
  /** Visible text of the card's one link. */
  actionLabel: string;
  /**
   * Where the link leads: a site path. A resource still being prepared leads to /coming-soon,
   * and the card then says "Coming soon" before the learner spends data on the tap.
   */
  to: string;
  /** A decorative icon from the site's icon set. */
  icon: IconName;
  /** What a learner gains, as a short bulleted list under the description. @default [] */
  benefits?: string[];
  /** Heading level of the title, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3' | 'h4';
  className?: string;
}

/**
 * A topic or resource on an information page (home tabs, STEM overviews): icon, title,
 * description, optional benefits and one link, to a real page or to /coming-soon with a
 * visible "Coming soon" badge.
 */
export function TopicCard({ title, description, actionLabel, to, icon, benefits = [], headingLevel = 'h3', className }: TopicCardProps) {
  const { t } = useT(infoCards);
  const benefitsId = React.useId();
  const pending = isComingSoon(to);
  const Heading = headingLevel;
  return (
    <Card data-slot="topic-card" data-coming-soon={pending || undefined} className={cn('h-full', className)}>
      <CardHeader className="items-start gap-3">
        <span className={topicCardIconVariants({ variant: pending ? 'secondary' : 'default' })}>
          <Icon name={icon} />
        </span>
        <div className="flex max-w-full min-w-0 flex-col items-start gap-1">
          <CardTitle asChild>
            <Heading>{title}</Heading>
          </CardTitle>
          {pending && <Badge variant="outline">{t('comingSoon')}</Badge>}
        </div>
      </CardHeader>
      <CardContent className="flex flex-col gap-3">
        <CardDescription>
          <LangText text={description} />
        </CardDescription>
        {benefits.length > 0 && (
          <div>
            <p id={benefitsId} className="text-sm font-semibold text-foreground">
              {t('benefits')}
            </p>
            <ul aria-labelledby={benefitsId} className="mt-1 flex flex-col gap-1">
              {benefits.map((benefit) => (
                <li key={benefit} className="flex gap-2 text-sm text-muted-foreground">
                  <Icon name="check" className="mt-0.5 size-4 shrink-0 text-accent" />
                  <span>{benefit}</span>
                </li>
              ))}
            </ul>
          </div>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild variant={pending ? 'outline' : 'default'} className="whitespace-normal text-center">
          <Link to={to}>{actionLabel}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
