import type * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import type { SimulationSubject } from '@/lib/simulations';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { subjectSwatchVariants } from './subjectStyles';

export const subjectTabCountVariants = cva(
  'rounded-full bg-background px-2 text-sm font-semibold text-muted-foreground tabular-nums',
  { variants: {}, defaultVariants: {} },
);

export interface SubjectTab {
  /** The subject this tab selects. */
  value: SimulationSubject;
  /** Its name in the interface language. */
  label: string;
  /** How many simulations it holds, shown beside the name. */
  count?: number;
}

export interface SubjectTabsProps {
  /** Names the row of tabs ("Subject"). */
  label: string;
  /** The tabs, in order. */
  tabs: SubjectTab[];
  /** The selected subject (controlled). */
  value: SimulationSubject;
  /** Called with the subject the learner picks. */
  onValueChange: (subject: SimulationSubject) => void;
  /** The selected subject's panel. */
  children: React.ReactNode;
  className?: string;
}

/**
 * Subject picker built on the shared Tabs: arrow keys, Home and End move between subjects
 * and select them at once; Tab moves into the panel.
 */
export function SubjectTabs({ label, tabs, value, onValueChange, children, className }: SubjectTabsProps) {
  const { formatNumber } = useT();
  return (
    <Tabs
      value={value}
      onValueChange={(next) => {
        const tab = tabs.find((t) => t.value === next);
        if (tab && tab.value !== value) onValueChange(tab.value);
      }}
      className={cn('gap-6', className)}
    >
      <TabsList aria-label={label} variant="secondary">
        {tabs.map((tab) => (
          <TabsTrigger key={tab.value} value={tab.value} variant="secondary" className="gap-2">
            <span aria-hidden="true" className={cn(subjectSwatchVariants({ subject: tab.value }), 'size-3 rounded-full')} />
            {tab.label}
            {tab.count !== undefined && <span className={subjectTabCountVariants()}>{formatNumber(tab.count)}</span>}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}
