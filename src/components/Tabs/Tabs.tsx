import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';

/** The selected tab's value, for the triggers: only the selected one has a panel in the DOM. */
const SelectedTabContext = React.createContext<string | undefined>(undefined);

/** Radix Tabs root: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs({ className, value, defaultValue, onValueChange, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  return (
    <SelectedTabContext value={value ?? uncontrolled}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('flex flex-col gap-4', className)}
        value={value}
        defaultValue={defaultValue}
        onValueChange={(next) => {
          setUncontrolled(next);
          onValueChange?.(next);
        }}
        {...props}
      />
    </SelectedTabContext>
  );
}

export const tabsListVariants = cva('flex gap-1 overflow-x-auto', {
  variants: {
    variant: {
      default: 'border-b-2 border-border',
      secondary: 'flex-wrap rounded-lg bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The row of tabs. Give it an `aria-label` naming what the tabs choose. */
export function TabsList({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.List> & { variant?: 'default' | 'secondary' }) {
  return <TabsPrimitive.List data-slot="tabs-list" data-variant={variant ?? 'default'} className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

export const tabsTriggerVariants = cva(
  [
    'inline-flex min-h-11 shrink-0 items-center justify-center px-4 text-base font-semibold text-muted-foreground',
    'cursor-pointer hover:text-foreground',
    'focus-visible:outline-3 focus-visible:-outline-offset-3 focus-visible:outline-ring',
    'data-[state=active]:text-primary',
    'data-[disabled]:cursor-not-allowed data-[disabled]:opacity-60',
    'forced-colors:data-[state=active]:underline',
  ],
  {
    variants: {
      variant: {
        default: '-mb-0.5 border-b-4 border-transparent data-[state=active]:border-primary',
        secondary: 'rounded-md data-[state=active]:bg-background data-[state=active]:shadow-card',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * One tab. Only the selected tab has `aria-controls`: Radix unmounts the other panels, and an
 * `aria-controls` that points at no element is a broken reference (ARIA ids must resolve).
 */
export function TabsTrigger({
  className,
  variant,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { variant?: 'default' | 'secondary' }) {
  const selected = React.use(SelectedTabContext) === props.value;
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant ?? 'default'}
      className={cn(tabsTriggerVariants({ variant }), className)}
      {...props}
      // Radix spreads these props after its own aria-controls: undefined removes it.
      {...(selected ? {} : { 'aria-controls': undefined })}
    />
  );
}

/** The panel a tab shows. */
export function TabsContent({ className, ...props }: React.ComponentProps<typeof TabsPrimitive.Content>) {
  return (
    <TabsPrimitive.Content
      data-slot="tabs-content"
      className={cn('focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring', className)}
      {...props}
    />
  );
}
