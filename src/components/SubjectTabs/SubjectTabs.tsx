import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import type { SimulationSubject } from '@/lib/simulations';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { subjectSwatchClass } from '../SubjectTone';

const subjectTabCountClass = 'rounded-full bg-background px-2 text-sm font-semibold text-muted-foreground tabular-nums';

interface SubjectTab {
  /** The subject this tab selects. */
  value: SimulationSubject;
  /** Its name in the interface language. */
  label: string;
  /** How many simulations it holds, shown beside the name and said as the tab's description, with its noun ("33 simulations"). */
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
 * The count as shown ("33"), kept out of the tab's name (issue 44: counts go outside names) and said
 * as its description, with its noun ("33 simulations"; in Kinyarwanda the noun comes first:
 * "Amagerageza 33"), one plain string. The panel is named by the tab, so by the subject alone, and
 * the list inside does not show the count again: each tab's count is said once, on its tab.
 */
function TabCount({ id, count }: { id: string; count: number }) {
  const { tn, formatNumber } = useT(simulationsNs);
  return (
    <>
      <span aria-hidden="true" className={subjectTabCountClass}>
        {formatNumber(count)}
      </span>
      <span id={id} hidden>
        {tn('list.total', count)}
      </span>
    </>
  );
}

/**
 * Subject picker built on the shared Tabs: arrow keys, Home and End move between subjects
 * and select them at once; Tab moves into the panel. Each tab is named by its subject ("Physics"),
 * its count its description ("33 simulations"); the panel is named by the subject.
 */
export function SubjectTabs({ label, tabs, value, onValueChange, children, className }: SubjectTabsProps) {
  const id = React.useId();
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
          <TabsTrigger
            key={tab.value}
            value={tab.value}
            variant="secondary"
            aria-describedby={tab.count !== undefined ? `${id}-${tab.value}-count` : undefined}
            className="gap-2"
          >
            <span aria-hidden="true" className={cn(subjectSwatchClass(tab.value), 'size-3 rounded-full')} />
            {tab.label}
            {tab.count !== undefined && <TabCount id={`${id}-${tab.value}-count`} count={tab.count} />}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}
