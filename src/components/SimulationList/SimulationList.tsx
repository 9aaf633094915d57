import * as React from 'react';
import { cn } from '@/lib/cn';
import { partLang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import {
  listWindow,
  searchSimulations,
  simulationCategoryName,
  simulationDescription,
  SIMULATION_NAME_LANG,
  type Simulation,
  type PartialSimulationTexts,
} from '@/lib/simulations';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { Icon } from '../Icon';
import { LiveRegion } from '../LiveRegion';
import { SearchField } from '../SearchField';
import { subjectSwatchClass } from '../SubjectTone';

/**
 * One simulation's card. The whole card is the button's target (its ::after covers the card), but
 * only the title is inside the button: its name is exactly its visible text (WCAG 2.5.3). The
 * category and the sentence follow it as the card's text, read once when reading on (issue 44: as
 * the button's description too, they were said twice, and the sentence outran any listening budget).
 * The current simulation is styled from `aria-current`.
 */
const simulationItemClass = [
  'relative flex w-full min-h-11 flex-col items-start gap-1.5 rounded-lg border-2 border-border bg-card p-4 text-left',
  'hover:border-primary hover:bg-muted',
  'has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring',
  'has-[[aria-current=true]]:border-primary has-[[aria-current=true]]:bg-secondary',
  // Forced colours: the current one by its highlight border and its title underlined; the outline is the focus ring's.
  'forced-colors:has-[[aria-current=true]]:border-[Highlight]',
].join(' ');

/** The title button, stretched over its card. */
const simulationItemButtonClass = [
  'min-w-0 cursor-pointer text-left text-lg font-semibold text-foreground focus-visible:outline-none',
  'forced-colors:aria-[current=true]:underline forced-colors:aria-[current=true]:decoration-2',
  'after:absolute after:inset-0 after:rounded-lg',
].join(' ');

export interface SimulationListProps {
  /** The subject's simulations, in catalogue order (unfiltered: the list searches them itself). */
  simulations: readonly Simulation[];
  /**
   * Descriptions and category names in the interface language (French or Kinyarwanda). Without it the
   * catalogue's English ones show (English, or while the translation loads).
   */
  texts?: PartialSimulationTexts;
  /** The subject's name in the interface language, for the list's heading. */
  subjectLabel: string;
  /** Search text (controlled). */
  query: string;
  /** Called with the new search text. */
  onQueryChange: (query: string) => void;
  /** Whether "Show More" has been pressed (controlled). */
  expanded: boolean;
  /** Called when "Show More" / "Show Less" is pressed. */
  onExpandedChange: (expanded: boolean) => void;
  /** Id of the selected simulation, if any. */
  selectedId?: string;
  /** Called with the id of the simulation the learner chooses. */
  onSelect: (id: string) => void;
  /**
   * Whether the list shows how many simulations the subject has, beside its heading. Off under the
   * subject tabs, whose tab already shows and says it: a count said once (issue 44). @default true
   */
  showTotal?: boolean;
  className?: string;
}

/**
 * A subject's simulations with a search box. Without a search it shows the first four and a
 * "Show More (N)" / "Show Less" toggle; with one it shows every match and announces the count.
 * Each simulation is a button named by its title alone, its category and sentence after it;
 * the chosen one is the current item (`aria-current="true"`), not a toggle.
 */
export function SimulationList({
  simulations,
  texts,
  subjectLabel,
  query,
  onQueryChange,
  expanded,
  onExpandedChange,
  selectedId,
  onSelect,
  showTotal = true,
  className,
}: SimulationListProps) {
  const { t, tn, formatNumber, lang } = useT(simulationsNs);
  const nameLang = partLang(SIMULATION_NAME_LANG, lang);
  const id = React.useId();
  const headingId = `${id}-heading`;
  const searchId = `${id}-search`;
  const listId = `${id}-list`;

  const searching = query.trim() !== '';
  const results = searchSimulations(simulations, query, texts);
  const view = listWindow(results.length, { expanded, searching });
  const shown = results.slice(0, view.visible);

  const clearSearch = () => {
    onQueryChange('');
    document.getElementById(searchId)?.focus();
  };

  return (
    <section aria-labelledby={headingId} data-slot="simulation-list" className={cn('flex min-w-0 flex-col gap-4', className)}>
      <div className="flex flex-wrap items-baseline justify-between gap-x-3 gap-y-1">
        <h2 id={headingId} className="text-xl font-bold">
          {t('list.label', { subject: subjectLabel })}
        </h2>
        {showTotal && <p className="text-sm text-muted-foreground">{tn('list.total', simulations.length)}</p>}
      </div>

      {simulations.length > 0 && (
        <SearchField id={searchId} label={t('list.searchLabel')} hint={t('list.searchHint')} value={query} onValueChange={onQueryChange} />
      )}
      <LiveRegion visible className="text-sm font-semibold" message={searching ? tn('list.found', results.length) : ''} />

      {simulations.length === 0 ? (
        <EmptyState headingLevel={3} title={t('empty.noneTitle')} description={t('empty.noneDescription')} />
      ) : results.length === 0 ? (
        <EmptyState
          headingLevel={3}
          title={t('empty.noMatchTitle')}
          description={t('empty.noMatchDescription')}
          action={
            <Button variant="outline" onClick={clearSearch}>
              {t('empty.clearSearch')}
            </Button>
          }
        />
      ) : (
        <ul id={listId} className="flex flex-col gap-3">
          {shown.map((sim) => {
            const selected = sim.id === selectedId;
            return (
              <li key={sim.id} className={simulationItemClass}>
                <span className="flex w-full flex-wrap items-start justify-between gap-2">
                  <button type="button" aria-current={selected ? 'true' : undefined} onClick={() => onSelect(sim.id)} className={simulationItemButtonClass}>
                    {/* The English title carries its lang, not the button (WCAG 3.1.2: the smallest element). */}
                    <span lang={nameLang}>{sim.name}</span>
                  </button>
                  {selected && (
                    <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold text-primary">
                      <Icon name="check" className="size-4" />
                      {t('list.selected')}
                    </span>
                  )}
                </span>
                <Badge className={cn(subjectSwatchClass(sim.subject), 'text-white')}>{simulationCategoryName(sim, texts)}</Badge>
                {/* A paragraph of its own: read as its own line after the category, not run on into it. */}
                <p className="text-sm text-muted-foreground">{simulationDescription(sim, texts)}</p>
              </li>
            );
          })}
        </ul>
      )}

      {view.toggle !== 'none' && (
        <Button
          variant="outline"
          aria-expanded={view.toggle === 'less'}
          aria-controls={listId}
          onClick={() => onExpandedChange(view.toggle === 'more')}
          className="self-start"
        >
          {view.toggle === 'more' ? t('list.showMore', { n: formatNumber(view.remaining) }) : t('list.showLess')}
        </Button>
      )}
    </section>
  );
}
