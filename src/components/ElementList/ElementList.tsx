import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { periodicDetails } from '@/i18n/namespaces/periodic-details';
import { categorySlug, type ElementCategory } from '@/lib/element-categories';
import { formatAtomicMass } from '@/lib/element-format';
import { searchElements } from '@/lib/element-search';
import { SearchField } from '../SearchField';
import { LiveRegion } from '../LiveRegion';
import { EmptyState } from '../EmptyState';
import { Button } from '../Button';
import { categorySwatchVariants } from '../CategoryLegend';
import { elementListItemId } from '@/lib/element-ids';
import { partLang, type TextLang } from '@/lib/langs';
// Straight from its file: the list's chunk needs the words, not the tile.
import { useElementDescription } from '../ElementTile/useElementDescription';

/** What the list shows of an element. */
export interface ListElement {
  number: number;
  symbol: string;
  /** The name in the visitor's language. */
  name: string;
  /** The language the name is written in when it is not the page's (an English name kept on a Kinyarwanda page). */
  nameLang?: TextLang;
  /** The IUPAC English name, so "iron" finds Fer too. */
  englishName: string;
  atomicMass: string;
  category: ElementCategory;
  /** Drawn row in the table (1–7 periods, 9 and 10 the f-block rows), for the period said after the name. */
  row: number;
  /** Drawn column: the group. */
  column: number;
}

// The whole card answers a click (the button's ::after covers it) and shows the button's focus:
// only the name is inside the button, so its name is its visible text (WCAG 2.5.3, axe
// label-content-name-mismatch), and the number, category and mass are text beside it.
const elementListItemClass = [
  'relative flex min-h-11 w-full items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-left',
  'cursor-pointer hover:bg-muted',
  'has-[button:focus-visible]:outline-3 has-[button:focus-visible]:outline-offset-2 has-[button:focus-visible]:outline-ring',
].join(' ');

const elementListButtonClass = "text-left font-semibold after:absolute after:inset-0 after:rounded-md after:content-[''] focus-visible:outline-none";

export interface ElementListProps {
  elements: readonly ListElement[];
  /** The search text (controlled, e.g. from the URL). */
  query: string;
  onQueryChange: (query: string) => void;
  /** Called with an element's symbol when the visitor opens it. */
  onOpen: (symbol: string) => void;
  className?: string;
}

/**
 * The elements as a searchable list: for small screens and screen readers, an alternative to
 * the table. Search by name (local or English), symbol or atomic number; the number of results
 * is announced politely; each entry opens the element's details. An entry speaks as a tile does
 * (see ElementTile): its button holds the name, and is named by the name and symbol ("Iron Fe"),
 * and described by the number, category, period and group ("Atomic number 26, transition metal,
 * period 4, group 8"). The number, category and mass it shows are text beside the button (read in
 * browse mode, not on every Tab), and the whole card still answers a click.
 */
export function ElementList({ elements, query, onQueryChange, onOpen, className }: ElementListProps) {
  const { t, tn, lang } = useT(periodicDetails);
  const { t: tp } = useT(periodic);
  const describe = useElementDescription();
  const searchable = React.useMemo(() => elements.map((e) => ({ ...e, names: [e.name, e.englishName] })), [elements]);
  const results = searchElements(searchable, query);
  const count = tn('list.found', results.length);
  // The parts that name and describe an entry, unique to this list: two lists on one page (the
  // catalogue's docs page shows each example) must not name each other's buttons.
  const scope = React.useId();

  return (
    <div data-slot="element-list" className={cn('flex flex-col gap-4', className)}>
      <SearchField label={t('list.search')} hint={t('list.hint')} value={query} onValueChange={onQueryChange} className="max-w-xl" />
      <LiveRegion message={count} visible className="text-sm font-semibold text-muted-foreground" />
      {results.length === 0 ? (
        <EmptyState
          title={t('list.emptyTitle', { query: query.trim() })}
          description={t('list.emptyDescription')}
          action={
            <Button variant="outline" onClick={() => onQueryChange('')}>
              {t('list.clear')}
            </Button>
          }
        />
      ) : (
        <ul aria-label={t('list.label')} className="grid grid-cols-1 gap-2 sm:grid-cols-2 lg:grid-cols-3">
          {results.map((element) => {
            const slug = categorySlug(element.category);
            const id = elementListItemId(element.symbol);
            const part = `${scope}${element.symbol}`;
            return (
              <li key={element.symbol} className={elementListItemClass}>
                <span aria-hidden="true" className={cn(categorySwatchVariants({ category: slug }), 'h-10 w-2')} />
                <span className="w-8 shrink-0 text-right text-sm tabular-nums text-muted-foreground">{element.number}</span>
                <span id={`${part}-symbol`} className="w-8 shrink-0 text-xl font-bold">
                  {element.symbol}
                </span>
                <span className="flex min-w-0 flex-col">
                  <button
                    type="button"
                    id={id}
                    aria-labelledby={`${part}-name ${part}-symbol`}
                    aria-describedby={`${part}-about`}
                    data-category={slug}
                    onClick={() => onOpen(element.symbol)}
                    className={elementListButtonClass}
                  >
                    <span id={`${part}-name`} lang={partLang(element.nameLang, lang)}>
                      {element.name}
                    </span>
                  </button>
                  <span className="text-sm text-muted-foreground">
                    {tp(`categories.${slug}`)} · {t('list.mass', { mass: formatAtomicMass(element.atomicMass, lang) })}
                  </span>
                </span>
                <span id={`${part}-about`} hidden>
                  {describe(element)}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
