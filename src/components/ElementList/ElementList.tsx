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

/** What the list shows of an element. */
export interface ListElement {
  number: number;
  symbol: string;
  /** The name in the visitor's language. */
  name: string;
  /** The IUPAC English name, so "iron" finds Fer too. */
  englishName: string;
  atomicMass: string;
  category: ElementCategory;
}


const elementListItemClass = [
    'flex min-h-11 w-full items-center gap-3 rounded-md border border-border bg-card px-3 py-2 text-left',
    'cursor-pointer hover:bg-muted',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  ].join(' ');

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
 * is announced politely; each entry opens the element's details.
 */
export function ElementList({ elements, query, onQueryChange, onOpen, className }: ElementListProps) {
  const { t, tn, lang } = useT(periodicDetails);
  const { t: tp } = useT(periodic);
  const searchable = React.useMemo(() => elements.map((e) => ({ ...e, names: [e.name, e.englishName] })), [elements]);
  const results = searchElements(searchable, query);
  const count = tn('list.found', results.length);

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
            return (
              <li key={element.symbol}>
                <button
                  type="button"
                  id={elementListItemId(element.symbol)}
                  data-category={slug}
                  onClick={() => onOpen(element.symbol)}
                  className={elementListItemClass}
                >
                  <span aria-hidden="true" className={cn(categorySwatchVariants({ category: slug }), 'h-10 w-2')} />
                  <span className="w-8 shrink-0 text-right text-sm tabular-nums text-muted-foreground">{element.number}</span>
                  <span className="w-8 shrink-0 text-xl font-bold">{element.symbol}</span>
                  <span className="flex min-w-0 flex-col">
                    <span lang={lang} className="font-semibold">
                      {element.name}
                    </span>
                    <span className="text-sm text-muted-foreground">
                      {tp(`categories.${slug}`)} · {t('list.mass', { mass: formatAtomicMass(element.atomicMass, lang) })}
                    </span>
                  </span>
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </div>
  );
}
