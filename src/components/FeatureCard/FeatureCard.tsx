import type * as React from 'react';
import { Link } from '../Link';
import { cva, type VariantProps } from 'class-variance-authority';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../Card';
import { Button } from '../Button';

const featureCardIconVariants = cva('flex size-12 items-center justify-center rounded-lg', {
  variants: {
    /** Which brand accent marks the card (decoration only). */
    tone: {
      sky: 'bg-secondary text-secondary-foreground',
      sun: 'bg-warning-soft text-warning-foreground',
      green: 'bg-accent-soft text-accent',
    },
  },
  defaultVariants: { tone: 'sky' },
});

export interface FeatureCardProps extends VariantProps<typeof featureCardIconVariants> {
  /** Heading of the card. */
  title: string;
  /** One or two sentences. */
  text: string;
  /** The card's one action. */
  actionLabel: string;
  /** Where the action leads (a site path). */
  to: string;
  /** A decorative icon (inline SVG, aria-hidden). */
  icon: React.ReactNode;
  /** Heading level for the title, to fit the page outline. @default 'h3' */
  headingLevel?: 'h2' | 'h3';
}

/** A card presenting one thing the site offers, with one link to it. */
export function FeatureCard({ title, text, actionLabel, to, icon, tone, headingLevel = 'h3' }: FeatureCardProps) {
  const Heading = headingLevel;
  return (
    <Card data-slot="feature-card" className="h-full">
      <CardHeader>
        <span className={featureCardIconVariants({ tone })}>{icon}</span>
        <CardTitle asChild>
          <Heading>{title}</Heading>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <CardDescription>{text}</CardDescription>
      </CardContent>
      <CardFooter>
        <Button asChild variant="outline">
          <Link to={to}>{actionLabel}</Link>
        </Button>
      </CardFooter>
    </Card>
  );
}
