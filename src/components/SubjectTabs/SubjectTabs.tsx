import type * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import type { SimulationSubject } from '@/lib/simulations';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '../Tabs';
import { VisuallyHidden } from '../VisuallyHidden';
import { subjectSwatchClass } from '../SubjectTone';

const subjectTabCountClass = 'rounded-full bg-background px-2 text-sm font-semibold text-muted-foreground tabular-nums';

interface SubjectTab {
  /** The subject this tab selects. */
  value: SimulationSubject;
  /** Its name in the interface language. */
  label: string;
  /** How many simulations it holds, shown beside the name (and read with its noun: "Physics, 33 simulations"). */
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
 * The count as shown ("33"), wrapped in the hidden words that make it read as a count: "33 simulations"
 * (in Kinyarwanda the noun comes first: "amagerageza 33"). The visible number stays in the name as
 * shown (WCAG 2.5.3); a hidden comma pauses between the subject and its count.
 */
function SpokenCount({ count }: { count: number }) {
  const { tn, formatNumber } = useT(simulationsNs);
  const shown = formatNumber(count);
  const phrase = tn('list.total', count);
  const at = phrase.indexOf(shown);
  // After the subject and a comma: "amagerageza 33", not "Amagerageza 33" as the phrase starts a sentence.
  const lead = at < 0 ? '' : phrase.slice(0, at);
  const before = lead.charAt(0).toLowerCase() + lead.slice(1);
  const after = at < 0 ? '' : phrase.slice(at + shown.length);
  return (
    <>
      <VisuallyHidden>{`, ${before}`}</VisuallyHidden>
      <span className={subjectTabCountClass}>{shown}</span>
      {after && <VisuallyHidden>{after}</VisuallyHidden>}
    </>
  );
}

/**
 * Subject picker built on the shared Tabs: arrow keys, Home and End move between subjects
 * and select them at once; Tab moves into the panel. Each tab reads "Physics, 33 simulations".
 */
export function SubjectTabs({ label, tabs, value, onValueChange, children, className }: SubjectTabsProps) {
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
            <span aria-hidden="true" className={cn(subjectSwatchClass(tab.value), 'size-3 rounded-full')} />
            {tab.label}
            {tab.count !== undefined && <SpokenCount count={tab.count} />}
          </TabsTrigger>
        ))}
      </TabsList>
      <TabsContent value={value}>{children}</TabsContent>
    </Tabs>
  );
}
