import * as React from 'react';
import type { Paper, SubjectTone } from '@/content/schema';
import { Button } from '../Button';
import { EmptyState } from '../EmptyState';
import { LiveRegion } from '../LiveRegion';
import { PaperCard } from '../PaperCard';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { papers as papersNs } from '@/i18n/namespaces/papers';
import type { BookShelf } from '@/app/saved-books';

export interface PaperListItem {
  paper: Paper;
  /** The subject's colour family. */
  tone?: SubjectTone;
  /** The file's size in bytes, when known. */
  size?: number;
  /** The file is still a generated sample. */
  isSample?: boolean;
  /** The real file has no text (scanned pages). */
  scanned?: boolean;
}

export interface PaperListProps {
  /** The papers to show, already filtered, in order. */
  items: PaperListItem[];
  /** Clears every filter: the empty state's one way forward. */
  onClearFilters: () => void;
  /** Where each card's "Save for offline use" keeps its PDF; without it, the cards offer none. */
  shelf?: BookShelf;
  className?: string;
}

/**
 * The results: 'Found N paper(s)' (announced politely whenever the number changes), then a grid
 * of paper cards, or — when nothing matches — 'No papers found' with a button that clears every filter.
 */
export function PaperList({ items, onClearFilters, shelf, className }: PaperListProps) {
  const { t, tn } = useT(papersNs);
  const headingId = React.useId();
  return (
    <section aria-labelledby={headingId} data-slot="paper-list" className={cn('flex flex-col gap-4', className)}>
      <h2 id={headingId} className="sr-only">
        {t('results')}
      </h2>
      <LiveRegion message={tn('found', items.length)} visible className="text-lg font-semibold" />
      {items.length > 0 ? (
        <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.paper.id}>
              <PaperCard paper={item.paper} tone={item.tone} size={item.size} isSample={item.isSample} scanned={item.scanned} shelf={shelf} />
            </li>
          ))}
        </ul>
      ) : (
        <EmptyState
          headingLevel={3}
          title={t('empty.title')}
          description={t('empty.description')}
          action={
            <Button variant="default" onClick={onClearFilters}>
              {t('filters.clearAll')}
            </Button>
          }
        />
      )}
    </section>
  );
}
