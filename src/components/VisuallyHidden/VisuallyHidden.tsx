import type * as React from 'react';
import { cn } from '@/lib/cn';

/** Text for assistive technology only: read aloud, not shown. */
export function VisuallyHidden({ className, ...props }: React.ComponentProps<'span'>) {
  return <span data-slot="visually-hidden" className={cn('sr-only', className)} {...props} />;
}
