import * as React from 'react';
import { prefersSaveData } from '@/lib/save-data';
import { chunk, chunkComponent, useWarmChunk } from '@/hooks/chunk';
import type { PaperOptions } from '@/content/schema';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SearchField } from '../SearchField';
import { cn } from '@/lib/cn';
import { applyPaperFilterAction, type PaperFilterAction, type PaperFilterState } from '@/lib/paper-filters';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';

const paperFiltersPanelClass = 'mt-4 flex w-full flex-col gap-5 rounded-lg border border-border bg-card p-4 sm:p-6';

// Radix Select is most of the page's JavaScript and the panel starts closed: its selects load in
// idle time once the page has hydrated (and are then rendered, hidden), when the visitor points at
// or focuses the toggle, or when the panel opens.
const selects = chunk(() => import('./PaperFilterSelects').then((m) => ({ default: m.PaperFilterSelects })));
const PaperFilterSelects = chunkComponent(selects);
// Under Save-Data nothing is fetched ahead of the click.
const preloadSelects = () => void (prefersSaveData() || selects.prefetch().catch(() => undefined));

export interface PaperFiltersProps {
  /** The filters (controlled). */
  value: PaperFilterState;
  /** Called with the next filters after each change, the cascade already applied. */
  onValueChange: (next: PaperFilterState) => void;
  /** The option tree: boards, levels or sectors, classes, subjects or modules, years, types. */
  options: PaperOptions;
  /** Whether the panel is shown (controlled). */
  open: boolean;
  /** Called when 'Show Filters' / 'Hide Filters' or 'Apply Filters' opens or closes the panel. */
  onOpenChange: (open: boolean) => void;
  className?: string;
}

/**
 * The past-papers filter panel: a 'Show Filters' / 'Hide Filters' toggle (aria-expanded,
 * aria-controls) and, in the panel, a search box and six labelled selects in cascade — a level
 * or sector needs a board; a class and a subject or module need a level — with 'Clear All
 * Filters' and 'Apply Filters'. Every change applies at once; Apply just closes the panel and
 * returns focus to the toggle.
 */
export function PaperFilters({ value, onValueChange, options, open, onOpenChange, className }: PaperFiltersProps) {
  const { t } = useT(papers);
  const panelId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);
  // Once warm, the panel's content is rendered hidden (in a transition, in idle time), so that
  // Show Filters only reveals it: rendering six selects on the tap took 300 ms on a slow phone.
  const [prepared, setPrepared] = React.useState(false);
  useWarmChunk(selects, toggleRef, () => React.startTransition(() => setPrepared(true)));

  const dispatch = (action: PaperFilterAction) => {
    const next = applyPaperFilterAction(value, action, options);
    if (next !== value) onValueChange(next);
  };

  return (
    <div data-slot="paper-filters" className={cn('flex flex-col items-start', className)}>
      <Button
        ref={toggleRef}
        variant="outline"
        className="max-w-full whitespace-normal text-left"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
        onPointerEnter={preloadSelects}
        onFocus={preloadSelects}
      >
        <Icon name="filter" />
        {open ? t('filters.hide') : t('filters.show')}
      </Button>
      <section id={panelId} aria-label={t('filters.heading')} hidden={!open} className={paperFiltersPanelClass}>
        {(open || prepared) && (
          // Hidden, React renders the content at idle priority, in short slices, and mounts its
          // effects only when it is shown: preparing it in one go was a long task of 200–300 ms.
          <React.Activity mode={open ? 'visible' : 'hidden'}>
            <SearchField
              label={t('filters.search')}
              hint={t('filters.searchHint')}
              value={value.q}
              onValueChange={(q) => dispatch({ kind: 'query', value: q })}
            />
            <React.Suspense
              fallback={
                <p className="flex min-h-40 items-center text-muted-foreground" role="status">
                  {t('filters.loading')}
                </p>
              }
            >
              <PaperFilterSelects value={value} options={options} onAction={dispatch} />
            </React.Suspense>
            <div className="flex flex-wrap gap-3">
              <Button variant="outline" className="max-w-full whitespace-normal" onClick={() => dispatch({ kind: 'clear' })}>
                {t('filters.clearAll')}
              </Button>
              <Button
                className="max-w-full whitespace-normal"
                onClick={() => {
                  onOpenChange(false);
                  toggleRef.current?.focus();
                }}
              >
                {t('filters.apply')}
              </Button>
            </div>
          </React.Activity>
        )}
      </section>
    </div>
  );
}
