import type * as React from 'react';
import { cn } from '@/lib/cn';

const emptyStateClass = 'flex flex-col items-center gap-3 rounded-lg border-2 border-dashed border-border px-6 py-10 text-center';

export interface EmptyStateProps {
  /** What happened, as a heading ("No books found"). */
  title: string;
  /** What to do next. */
  description?: string;
  /** One action that gets the visitor going again (a Clear Search button, a link). */
  action?: React.ReactNode;
  /** Heading level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/** A kind, designed "nothing here" state: a heading, a sentence and one way forward. */
export function EmptyState({ title, description, action, headingLevel = 2, className }: EmptyStateProps) {
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div data-slot="empty-state" className={cn(emptyStateClass, className)}>
      <svg aria-hidden="true" viewBox="0 0 48 48" className="size-12 text-muted-foreground" fill="none" stroke="currentColor" strokeWidth="2">
        <circle cx="21" cy="21" r="12" />
        <path d="m30 30 10 10M16 21h10" strokeLinecap="round" />
      </svg>
      <Heading className="text-xl font-bold">{title}</Heading>
      {description && <p className="prose-width text-muted-foreground">{description}</p>}
      {action}
    </div>
  );
}
