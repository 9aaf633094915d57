import type { PaperOptions } from '@/content/schema';
import { SelectField, type SelectOption } from '../Select';
import { classesOf, levelsOf, subjectsOf, type PaperFilterAction, type PaperFilterState } from '@/lib/paper-filters';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';
import { usePaperLabels } from '@/hooks/usePaperLabels';

/** The select value meaning "no filter" (Radix Select cannot hold ''). */
const ALL = '__all';
/** The value of the disabled 'coming soon' option of a class with no modules yet. */
const COMING_SOON = '__coming-soon';

export interface PaperFilterSelectsProps {
  value: PaperFilterState;
  options: PaperOptions;
  /** Asks for one change; the caller applies the cascade. */
  onAction: (action: PaperFilterAction) => void;
}

/**
 * The six labelled Radix selects of the filter panel, in cascade: a level or sector needs a
 * board; a class and a subject or module need a level. Each offers an "All …" option that
 * removes its filter. Loaded with the panel (Radix Select is the page's heaviest code).
 */
export function PaperFilterSelects({ value, options, onAction }: PaperFilterSelectsProps) {
  const { t } = useT(papers);
  const labels = usePaperLabels();
  const choose = (kind: 'board' | 'level' | 'class' | 'subject' | 'year' | 'type') => (selected: string) =>
    onAction({ kind, value: selected === ALL ? '' : selected });
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
  const yearOptions = withAll(
    t('filters.allYears'),
    options.years.map((y) => ({ value: y, label: y })),
  );
  const typeOptions = withAll(
    t('filters.allTypes'),
    options.types.map((type) => ({ value: type, label: labels.type(type) })),
  );

  const noBoard = value.board === '';
  const noLevel = value.level === '';

  return (
    <div data-slot="paper-filter-selects" className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
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
  );
}
