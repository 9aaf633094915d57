import type * as React from 'react';
import { Slot } from '../Slot';
import { cva, type VariantProps } from 'class-variance-authority';
import { cn } from '@/lib/cn';

export const buttonVariants = cva(
  [
    // A label wraps (centred) rather than push its row sideways: at 320 px with WCAG text spacing,
    // "Fungura mu idirishya rishya" is wider than the screen on one line, and "umufatanyabikorwa"
    // alone is wider than a card's button (it breaks only then).
    'inline-flex items-center justify-center gap-2 rounded-md text-center font-semibold [overflow-wrap:anywhere]',
    'transition-colors select-none cursor-pointer',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'disabled:cursor-not-allowed disabled:opacity-60 aria-disabled:cursor-not-allowed aria-disabled:opacity-60',
    'forced-colors:border forced-colors:border-[ButtonText]',
    '[&_svg]:size-5 [&_svg]:shrink-0',
  ],
  {
    variants: {
      /** Intent, never a colour. */
      variant: {
        default: 'bg-primary text-primary-foreground hover:bg-primary-hover',
        secondary: 'bg-secondary text-secondary-foreground hover:bg-secondary-hover',
        outline: 'border-2 border-primary bg-background text-primary hover:bg-secondary',
        ghost: 'text-foreground hover:bg-muted',
        destructive: 'bg-destructive text-destructive-foreground hover:opacity-90',
        link: 'text-primary underline underline-offset-4 hover:no-underline',
      },
      size: {
        sm: 'min-h-11 px-3 text-sm sm:min-h-9',
        default: 'min-h-11 px-4 text-base',
        lg: 'min-h-12 px-6 text-lg',
        icon: 'size-11',
      },
    },
    defaultVariants: { variant: 'default', size: 'default' },
  },
);

type LabelledIcon =
  | { size: 'icon'; 'aria-label': string; 'aria-labelledby'?: string }
  | { size: 'icon'; 'aria-labelledby': string; 'aria-label'?: string }
  | { size?: Exclude<VariantProps<typeof buttonVariants>['size'], 'icon'> };

export type ButtonProps = Omit<React.ComponentProps<'button'>, 'aria-label' | 'aria-labelledby'> &
  Omit<VariantProps<typeof buttonVariants>, 'size'> &
  LabelledIcon & {
    /** Render the child element (e.g. a router `Link`) with button styles instead of a `<button>`. @default false */
    asChild?: boolean;
  };

/**
 * A button, or with `asChild` a link styled as one. An icon-only button (`size="icon"`)
 * does not compile without an `aria-label` or `aria-labelledby`.
 */
export function Button({ className, variant, size, asChild = false, type, ...props }: ButtonProps) {
  const Comp = asChild ? Slot : 'button';
  return (
    <Comp
      data-slot="button"
      data-variant={variant ?? 'default'}
      data-size={size ?? 'default'}
      className={cn(buttonVariants({ variant, size }), className)}
      {...(asChild ? {} : { type: type ?? 'button' })}
      {...props}
    />
  );
}
