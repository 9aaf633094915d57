import * as React from 'react';
import { cva } from 'class-variance-authority';
import type { PaperOptions } from '@/content/schema';
import { Button } from '../Button';
import { Icon } from '../Icon';
import { SearchField } from '../SearchField';
import { SelectField, type SelectOption } from '../Select';
import { cn } from '@/lib/cn';
import {
  applyPaperFilterAction,
  classesOf,
  levelsOf,
  subjectsOf,
  type PaperFilterAction,
  type PaperFilterState,
} from '@/lib/paper-filters';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';
import { usePaperLabels } from '@/hooks/usePaperLabels';

export const paperFiltersPanelVariants = cva('mt-4 flex w-full flex-col gap-5 rounded-lg border border-border bg-card p-4 sm:p-6', {
  variants: {},
  defaultVariants: {},
});

/** The select value meaning "no filter" (Radix Select cannot hold ''). */
const ALL = '__all';
/** The value of the disabled 'coming soon' option of a class with no modules yet. */
const COMING_SOON = '__coming-soon';

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
  const labels = usePaperLabels();
  const panelId = React.useId();
  const toggleRef = React.useRef<HTMLButtonElement>(null);

  const dispatch = (action: PaperFilterAction) => {
    const next = applyPaperFilterAction(value, action, options);
    if (next !== value) onValueChange(next);
  };
  const choose = (kind: Exclude<PaperFilterAction['kind'], 'clear' | 'query'>) => (selected: string) =>
    dispatch({ kind, value: selected === ALL ? '' : selected });

  const withAll = (allLabel: string, list: SelectOption[]): SelectOption[] => [{ value: ALL, label: allLabel }, ...list];

  const boardOptions = withAll(
    t('filters.allBoards'),
    options.boards.map((b) => ({ value: b.value, label: labels.board(b.value) })),
  );
  const levelOptions = withAll(
    t('filters.allLevels'),
    levelsOf(options, value.board).map((l) => ({ value: l.value, label: labels.level(l.value) })),
  );
  const classOptions = withAll(
    t('filters.allClasses'),
    classesOf(options, value.board, value.level).map((c) => ({ value: c.value, label: labels.class(c.value) })),
  );
  const subjects = subjectsOf(options, value.board, value.level, value.class);
  const subjectOptions = withAll(
    t('filters.allSubjects'),
    subjects.length > 0 || value.level === ''
      ? subjects.map((s) => ({ value: s, label: labels.subject(s) }))
      : [{ value: COMING_SOON, label: t('filters.comingSoon'), disabled: true }],
  );
  const yearOptions = withAll(t('filters.allYears'), options.years.map((y) => ({ value: y, label: y })));
  const typeOptions = withAll(t('filters.allTypes'), options.types.map((type) => ({ value: type, label: labels.type(type) })));

  const noBoard = value.board === '';
  const noLevel = value.level === '';

  return (
    <div data-slot="paper-filters" className={cn('flex flex-col items-start', className)}>
      <Button
        ref={toggleRef}
        variant="outline"
        className="max-w-full whitespace-normal text-left"
        aria-expanded={open}
        aria-controls={panelId}
        onClick={() => onOpenChange(!open)}
      >
        <Icon name="filter" />
        {open ? t('filters.hide') : t('filters.show')}
      </Button>
      <section id={panelId} aria-label={t('filters.heading')} hidden={!open} className={paperFiltersPanelVariants()}>
        <SearchField
          label={t('filters.search')}
          hint={t('filters.searchHint')}
          value={value.q}
          onValueChange={(q) => dispatch({ kind: 'query', value: q })}
        />
        <div className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          <SelectField
            label={t('filters.board')}
            value={value.board || ALL}
            onValueChange={choose('board')}
            options={boardOptions}
            placeholder={t('filters.allBoards')}
          />
          <SelectField
            label={t('filters.level')}
            value={value.level || ALL}
            onValueChange={choose('level')}
            options={levelOptions}
            placeholder={t('filters.allLevels')}
            disabled={noBoard}
            hint={noBoard ? t('filters.needBoard') : undefined}
          />
          <SelectField
            label={t('filters.class')}
            value={value.class || ALL}
            onValueChange={choose('class')}
            options={classOptions}
            placeholder={t('filters.allClasses')}
            disabled={noLevel}
            hint={noLevel ? t('filters.needLevel') : undefined}
          />
          <SelectField
            label={t('filters.year')}
            value={value.year || ALL}
            onValueChange={choose('year')}
            options={yearOptions}
            placeholder={t('filters.allYears')}
          />
          <SelectField
            label={t('filters.subject')}
            value={value.subject || ALL}
            onValueChange={choose('subject')}
            options={subjectOptions}
            placeholder={t('filters.allSubjects')}
            disabled={noLevel}
            hint={noLevel ? t('filters.needLevel') : undefined}
          />
          <SelectField
            label={t('filters.type')}
            value={value.type || ALL}
            onValueChange={choose('type')}
            options={typeOptions}
            placeholder={t('filters.allTypes')}
          />
        </div>
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
      </section>
    </div>
  );
}
