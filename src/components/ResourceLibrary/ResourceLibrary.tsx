import { useEffect, useId, useRef, useState } from 'react';
import { plainText } from '@/lib/lang-parts';
import { cn } from '@/lib/cn';
import { paginate, searchItems } from '@/lib/search';
import { MAX_QUERY_LENGTH } from '@/lib/url-state';
import { useSearchText } from '@/hooks/useSearchText';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { SearchField } from '@/components/SearchField';
import { Pagination } from '@/components/Pagination';
import { EmptyState } from '@/components/EmptyState';
import { LiveRegion } from '@/components/LiveRegion';
import { Button } from '@/components/Button';
import { ResourceCard, type ResourceItem } from '@/components/ResourceCard';
import type { BookShelf } from '@/app/saved-books';

/** Cards per page: two rows of three on a laptop, a short scroll on a phone. */
const RESOURCES_PER_PAGE = 6;

/** What the library holds; picks its strings (search label, counts, empty state). */
type ResourceLibraryKind = 'books' | 'roadmaps';

interface ResourceLibraryState {
  /** Search text ('' for none). */
  q: string;
  /** Page, 1-based. */
  page: number;
}

export interface ResourceLibraryProps {
  /** Which library: its strings come from the library namespace (`books.*`, `roadmaps.*`). */
  kind: ResourceLibraryKind;
  /** Every item, in display order, already in the visitor's language. */
  items: ResourceItem[];
  /** Search text, usually from the URL (`?q=`). */
  query: string;
  /** Requested page, usually from the URL (`?page=`); out-of-range pages show the nearest valid page. */
  page: number;
  /**
   * Called when the visitor searches (with `page: 1`: a new search starts on the first page) or
   * changes page (`push: true`, so Back returns to the previous page).
   */
  onStateChange: (next: ResourceLibraryState, options: { push: boolean }) => void;
  /** Cards per page. @default 6 */
  pageSize?: number;
  /** Where each card's "Save for offline use" keeps its file; without it, the cards offer none. */
  shelf?: BookShelf;
  className?: string;
}

/** Fields a search looks in: title, author, subject and description (as shown: marks of language of parts left out). */
const searchFields = (item: ResourceItem) => [item.title, item.author, item.subjectLabel, plainText(item.description)];

/**
 * A searchable, paged library of downloadable documents — used for /books and /road-maps.
 * Search is a case- and accent-insensitive substring match; results come 6 to a page with
 * "Found N" and "Showing X to Y of Z" shown as text. Screen readers are told the news once, after
 * a pause in typing (LiveRegion): after a search, the count ("Found 12 books"); after a page change,
 * the page and the items it shows ("Page 3 of 6, books 13 to 18"), not the count again.
 * With no results it shows an empty state with a Clear Search button that restores the list.
 */
export function ResourceLibrary({ kind, items, query, page, onStateChange, pageSize = RESOURCES_PER_PAGE, shelf, className }: ResourceLibraryProps) {
  const { t, tn, formatNumber } = useT(library);
  const [text, setText] = useSearchText(query);
  const searchId = useId();
  const resultsRef = useRef<HTMLDivElement>(null);

  const found = searchItems(items, text, searchFields);
  const slice = paginate(found, page, pageSize);
  const foundText = tn(`${kind}.found`, found.length);
  const showingText = t('results.showing', {
    from: formatNumber(slice.from),
    to: formatNumber(slice.to),
    total: formatNumber(slice.total),
  });

  // What changed last decides what is said: a new search text (typed, or from Back/Forward) is a
  // new count; a new page with the same text is a new page. A search also takes the list back to
  // page 1, a render later (the address changes in a transition): still the search's news.
  const [news, setNews] = useState<'found' | 'page'>('found');
  const [searched, setSearched] = useState(text);
  if (searched !== text) {
    setSearched(text);
    setNews('found');
  }
  const announcement =
    found.length === 0
      ? t(`${kind}.emptyTitle`)
      : news === 'page'
        ? tn(`${kind}.page`, slice.items.length, {
            page: formatNumber(slice.page),
            pages: formatNumber(slice.pageCount),
            from: formatNumber(slice.from),
            to: formatNumber(slice.to),
          })
        : foundText;

  // A link to a page past the end (?page=999, or a page a shorter search no longer has) shows the
  // nearest page; the address follows, replacing the entry, so sharing it again shares what is shown.
  const onStateChangeRef = useRef(onStateChange);
  useEffect(() => {
    onStateChangeRef.current = onStateChange;
  });
  useEffect(() => {
    if (page !== slice.page) onStateChangeRef.current({ q: text, page: slice.page }, { push: false });
    // Only a page the list cannot show asks for a correction; the text is read as it is then.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [page, slice.page]);

  const search = (next: string) => {
    setText(next);
    onStateChange({ q: next, page: 1 }, { push: false });
  };
  const clearSearch = () => {
    search('');
    document.getElementById(searchId)?.focus();
  };
  const goToPage = (next: number) => {
    setNews('page');
    onStateChange({ q: text, page: next }, { push: true });
    // Bring the first card of the new page into view (the pagination bar sits below the list).
    const reduceMotion = window.matchMedia?.('(prefers-reduced-motion: reduce)').matches;
    resultsRef.current?.scrollIntoView?.({ block: 'start', behavior: reduceMotion ? 'auto' : 'smooth' });
  };

  return (
    <div data-slot="resource-library" className={cn('flex flex-col gap-6', className)}>
      <search className="max-w-xl">
        <SearchField
          id={searchId}
          label={t(`${kind}.searchLabel`)}
          hint={t(`${kind}.searchHint`)}
          value={text}
          onValueChange={search}
          maxLength={MAX_QUERY_LENGTH}
        />
      </search>

      <div ref={resultsRef} className="flex scroll-mt-24 flex-col gap-1 sm:flex-row sm:items-baseline sm:justify-between">
        <p className="text-lg font-semibold" data-testid="found-count">
          {foundText}
        </p>
        {found.length > 0 && (
          <p className="text-muted-foreground" data-testid="showing-range">
            {showingText}
          </p>
        )}
      </div>
      <LiveRegion message={announcement} />

      {found.length === 0 ? (
        <EmptyState
          title={t(`${kind}.emptyTitle`)}
          description={t(`${kind}.emptyText`)}
          action={
            <Button variant="default" onClick={clearSearch}>
              {t('clearSearch')}
            </Button>
          }
        />
      ) : (
        <ul aria-label={t(`${kind}.listLabel`)} className="grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {slice.items.map((item) => (
            <li key={item.id}>
              <ResourceCard item={item} headingLevel={2} shelf={shelf} />
            </li>
          ))}
        </ul>
      )}

      <Pagination page={slice.page} pageCount={slice.pageCount} onPageChange={goToPage} label={t(`${kind}.pageNav`)} />
    </div>
  );
}
