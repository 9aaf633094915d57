import * as React from 'react';
import { Link } from '../Link';
import { cva } from 'class-variance-authority';
import { Button } from '../Button';
import { cn } from '@/lib/cn';

const callToActionVariants = cva('rounded-lg border p-6 md:p-8', {
  variants: {
    variant: {
      default: 'border-transparent bg-secondary text-secondary-foreground',
      secondary: 'border-border bg-muted text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

interface CallToActionLink {
  /** Visible text of the button. */
  label: string;
  /** A site path. */
  to: string;
}

export interface CallToActionProps {
  /** The heading (an h2). */
  title: string;
  /** One or two sentences. */
  text: string;
  /** One or two links: the first is the main action. */
  actions: CallToActionLink[];
  /** @default 'default' */
  variant?: 'default' | 'secondary';
  className?: string;
}

/** A closing invitation at the end of a page: heading, a sentence and one or two buttons. */
export function CallToAction({ title, text, actions, variant, className }: CallToActionProps) {
  const titleId = React.useId();
  return (
    <section
      aria-labelledby={titleId}
      data-slot="call-to-action"
      data-variant={variant ?? 'default'}
      className={cn(callToActionVariants({ variant }), className)}
    >
      <h2 id={titleId} className="text-2xl font-bold">
        {title}
      </h2>
      <p className="prose-width mt-2 text-lg">{text}</p>
      <div className="mt-5 flex flex-wrap gap-3">
        {actions.map((action, index) => (
          <Button key={action.to} asChild size="lg" variant={index === 0 ? 'default' : 'outline'}>
            <Link to={action.to}>{action.label}</Link>
          </Button>
        ))}
      </div>
    </section>
  );
}
