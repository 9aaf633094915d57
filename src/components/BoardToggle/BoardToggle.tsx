import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';

const boardToggleClass = 'inline-flex flex-wrap gap-1 rounded-lg border border-border bg-muted p-1';

const boardToggleItemClass = [
  'inline-flex min-h-11 min-w-16 cursor-pointer items-center justify-center rounded-md px-4 text-base font-semibold',
  'text-foreground transition-colors hover:bg-background',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'aria-pressed:bg-primary aria-pressed:text-primary-foreground aria-pressed:hover:bg-primary-hover',
  'forced-colors:border forced-colors:border-[ButtonText] forced-colors:aria-pressed:border-[Highlight] forced-colors:aria-pressed:border-4',
].join(' ');

/** The board values of the buttons: '' is 'All Boards'. */
type BoardToggleValue = '' | 'reb' | 'rtb';

const ITEMS: { value: BoardToggleValue; key: `boardToggle.${'all' | 'rtb' | 'reb'}` }[] = [
  { value: '', key: 'boardToggle.all' },
  { value: 'rtb', key: 'boardToggle.rtb' },
  { value: 'reb', key: 'boardToggle.reb' },
];

export interface BoardToggleProps {
  /** The pressed board; '' for 'All Boards'. */
  value: BoardToggleValue;
  /** Called with the board of the button pressed ('' for 'All Boards'). */
  onValueChange: (value: BoardToggleValue) => void;
  className?: string;
}

/**
 * 'All Boards', 'RTB' and 'REB' as a group of toggle buttons: exactly one is pressed, and
 * assistive technology hears which (aria-pressed). Each button is in the tab order and answers
 * Enter and Space like any button.
 */
export function BoardToggle({ value, onValueChange, className }: BoardToggleProps) {
  const { t } = useT(papers);
  return (
    <div role="group" aria-label={t('boardToggle.label')} data-slot="board-toggle" className={cn(boardToggleClass, className)}>
      {ITEMS.map((item) => (
        <button key={item.key} type="button" aria-pressed={value === item.value} onClick={() => onValueChange(item.value)} className={boardToggleItemClass}>
          {t(item.key)}
        </button>
      ))}
    </div>
  );
}
