import type * as React from 'react';
import { Slot } from '../Slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const cardVariants = cva('flex flex-col rounded-lg border bg-card text-card-foreground', {
  variants: {
    variant: {
      default: 'border-border shadow-card',
      secondary: 'border-transparent bg-muted',
      outline: 'border-border',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** A content card: one clear action per card (see visual direction). */
export function Card({ className, variant, ...props }: React.ComponentProps<'div'> & VariantProps<typeof cardVariants>) {
  return <div data-slot="card" data-variant={variant ?? 'default'} className={cn(cardVariants({ variant }), className)} {...props} />;
}

const cardHeaderClass = 'flex flex-col gap-1.5 p-5 pb-3';

/** The card's top: title and description. */
export function CardHeader({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-header" className={cn(cardHeaderClass, className)} {...props} />;
}

const cardTitleVariants = cva('font-bold text-foreground', {
  variants: { size: { sm: 'text-lg', default: 'text-xl', lg: 'text-2xl' } },
  defaultVariants: { size: 'default' },
});

export type CardTitleProps = React.ComponentProps<'h3'> &
  VariantProps<typeof cardTitleVariants> & {
    /** Render the child (an `h2`, `h4`…) instead of an `h3`, to keep the page's heading order. @default false */
    asChild?: boolean;
  };

/** The card's heading (an `h3` unless `asChild`). */
export function CardTitle({ className, size, asChild = false, ...props }: CardTitleProps) {
  const Comp = asChild ? Slot : 'h3';
  return <Comp data-slot="card-title" data-size={size ?? 'default'} className={cn(cardTitleVariants({ size }), className)} {...props} />;
}

const cardDescriptionClass = 'text-muted-foreground';

/** Secondary text under the title. */
export function CardDescription({ className, ...props }: React.ComponentProps<'p'>) {
  return <p data-slot="card-description" className={cn(cardDescriptionClass, className)} {...props} />;
}

const cardContentClass = 'px-5 pb-4 flex-1';

/** The card's body. */
export function CardContent({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-content" className={cn(cardContentClass, className)} {...props} />;
}

const cardFooterClass = 'flex flex-wrap items-center gap-3 px-5 pb-5';

/** The card's action row. */
export function CardFooter({ className, ...props }: React.ComponentProps<'div'>) {
  return <div data-slot="card-footer" className={cn(cardFooterClass, className)} {...props} />;
}
