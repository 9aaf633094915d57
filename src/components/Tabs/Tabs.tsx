import * as React from 'react';
import * as TabsPrimitive from '@radix-ui/react-tabs';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useHydrated } from '@/hooks/useHydrated';

/**
 * The selected tab's value, for the triggers (only the selected one has a panel in the DOM), and a
 * way to select another one on a click (see TabsTrigger).
 */
const SelectedTabContext = React.createContext<{ selected: string | undefined; select: (value: string) => void }>({
  selected: undefined,
  select: () => {},
});

/** Radix Tabs root: arrow keys, Home and End move between tabs (automatic activation). */
export function Tabs({ className, value, defaultValue, onValueChange, ...props }: React.ComponentProps<typeof TabsPrimitive.Root>) {
  const [uncontrolled, setUncontrolled] = React.useState(defaultValue);
  const selected = value ?? uncontrolled;
  // The last value asked for: one press can ask several times before a re-render (Radix selects on
  // mousedown and again on the focus it brings; our click follows), and the parent hears it once.
  const requested = React.useRef(selected);
  React.useEffect(() => {
    requested.current = selected;
  }, [selected]);
  const select = (next: string) => {
    if (next === requested.current) return;
    requested.current = next;
    setUncontrolled(next);
    onValueChange?.(next);
  };
  return (
    <SelectedTabContext value={{ selected, select }}>
      <TabsPrimitive.Root
        data-slot="tabs"
        className={cn('flex flex-col gap-4', className)}
        // Controlled here, so that a click (TabsTrigger) can select as Radix's own events do.
        value={selected}
        onValueChange={select}
        {...props}
      />
    </SelectedTabContext>
  );
}

const tabsListVariants = cva('flex gap-1 overflow-x-auto', {
  variants: {
    variant: {
      default: 'border-b-2 border-border',
      secondary: 'flex-wrap rounded-lg bg-muted p-1',
    },
  },
  defaultVariants: { variant: 'default' },
});

/** The row of tabs. Give it an `aria-label` naming what the tabs choose. */
export function TabsList({ className, variant, ...props }: React.ComponentProps<typeof TabsPrimitive.List> & { variant?: 'default' | 'secondary' }) {
  return <TabsPrimitive.List data-slot="tabs-list" data-variant={variant ?? 'default'} className={cn(tabsListVariants({ variant }), className)} {...props} />;
}

const tabsTriggerVariants = cva(
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
        // Forced colours drop the fill and the shadow: each tab keeps a border, the selected one its underline.
        secondary: 'rounded-md data-[state=active]:bg-background data-[state=active]:shadow-card forced-colors:border',
      },
    },
    defaultVariants: { variant: 'default' },
  },
);

/**
 * One tab. Radix selects a tab on mousedown, focus or Enter/Space, never on a bare click; a click
 * selects it too, so a tab tapped before hydration (replayed with `.click()`, see
 * src/app/alive/early-taps.ts) and assistive technology that sends only a click both work.
 * Only the selected tab has `aria-controls`: Radix unmounts the other panels, and an
 * `aria-controls` that points at no element is a broken reference (ARIA ids must resolve).
 */
export function TabsTrigger({
  className,
  variant,
  onClick,
  ...props
}: React.ComponentProps<typeof TabsPrimitive.Trigger> & { variant?: 'default' | 'secondary' }) {
  const tabs = React.use(SelectedTabContext);
  const selected = tabs.selected === props.value;
  const hydrated = useHydrated();
  return (
    <TabsPrimitive.Trigger
      data-slot="tabs-trigger"
      data-variant={variant ?? 'default'}
      className={cn(tabsTriggerVariants({ variant }), className)}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !props.disabled) tabs.select(props.value);
      }}
      {...props}
      // Radix spreads these props after its own aria-controls: undefined removes it.
      {...(selected ? {} : { 'aria-controls': undefined })}
      // In the prerendered HTML Radix makes no tab tabbable (its roving focus counts the tabs in an
      // effect): the selected one is, so Tab reaches the row before hydration, or in an island.
      {...(!hydrated && selected ? { tabIndex: 0 } : {})}
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
