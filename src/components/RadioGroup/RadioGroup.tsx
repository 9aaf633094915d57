import type * as React from 'react';
import * as RadioGroupPrimitive from '@radix-ui/react-radio-group';
import { cn } from '@/lib/cn';

/**
 * Radix RadioGroup root: one checked item at a time; arrow keys move and check.
 * Give it an accessible name (`aria-label` or `aria-labelledby`).
 */
export function RadioGroup({ className, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Root>) {
  return <RadioGroupPrimitive.Root data-slot="radio-group" className={cn('grid gap-2', className)} {...props} />;
}

const radioGroupItemClass = [
  'peer flex size-6 shrink-0 items-center justify-center rounded-full border-2 border-input bg-background',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'data-[state=checked]:border-primary data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
].join(' ');

/**
 * One radio item. Without children it draws the classic circle; with `asChild` it renders the
 * child (e.g. a custom tile) with radio semantics.
 */
export function RadioGroupItem({ className, children, asChild, ...props }: React.ComponentProps<typeof RadioGroupPrimitive.Item>) {
  if (asChild) {
    return (
      <RadioGroupPrimitive.Item data-slot="radio-group-item" asChild className={className} {...props}>
        {children}
      </RadioGroupPrimitive.Item>
    );
  }
  return (
    <RadioGroupPrimitive.Item data-slot="radio-group-item" className={cn(radioGroupItemClass, className)} {...props}>
      <RadioGroupPrimitive.Indicator className="size-3 rounded-full bg-primary forced-colors:bg-[Highlight]" />
      {children}
    </RadioGroupPrimitive.Item>
  );
}
