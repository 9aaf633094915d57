import type * as React from 'react';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Breadcrumb, type Crumb } from '../Breadcrumb';

const pageHeaderVariants = cva('border-b border-border', {
  variants: {
    variant: {
      default: 'bg-muted',
      secondary: 'bg-secondary',
    },
  },
  defaultVariants: { variant: 'default' },
});

const pageHeaderInnerVariants = cva('container-page flex flex-col', {
  variants: {
    /** `sm` keeps the header short on wide screens, for a page whose content must fit one screen (the periodic table). */
    size: {
      default: 'gap-3 py-8 md:py-10',
      sm: 'gap-3 py-8 lg:gap-1 lg:py-3 lg:[&_h1]:text-2xl lg:[&>p]:max-w-none lg:[&>p]:text-sm',
    },
  },
  defaultVariants: { size: 'default' },
});

export interface PageHeaderProps extends VariantProps<typeof pageHeaderVariants>, VariantProps<typeof pageHeaderInnerVariants> {
  /** The page's one `h1`. Client-side navigation moves focus here. */
  title: React.ReactNode;
  /** A short paragraph under the title. */
  description?: React.ReactNode;
  /** Trail from Home to this page; shown above the title. */
  breadcrumbs?: Crumb[];
  /** Extra content under the description (actions, badges). */
  children?: React.ReactNode;
  className?: string;
}

/** The top of a page: optional breadcrumb, the h1 and a short description. */
export function PageHeader({ title, description, breadcrumbs, children, variant, size, className }: PageHeaderProps) {
  return (
    <div data-slot="page-header" data-variant={variant ?? 'default'} data-size={size ?? 'default'} className={cn(pageHeaderVariants({ variant }), className)}>
      <div className={pageHeaderInnerVariants({ size })}>
        {breadcrumbs && breadcrumbs.length > 0 && <Breadcrumb items={breadcrumbs} />}
        <h1 tabIndex={-1} className="text-3xl font-bold tracking-tight md:text-4xl">
          {title}
        </h1>
        {description && <p className="prose-width text-lg text-muted-foreground">{description}</p>}
        {children}
      </div>
    </div>
  );
}
