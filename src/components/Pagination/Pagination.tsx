import { cn } from '@/lib/cn';
import { pageWindow } from '@/lib/page-window';
import { useT } from '@/i18n/useT';

const paginationButtonClass = [
  'inline-flex min-h-11 min-w-11 items-center justify-center gap-1 rounded-md border-2 px-3 text-base font-semibold',
  'cursor-pointer focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'border-border bg-background text-foreground hover:bg-muted',
  'aria-[current=page]:border-primary aria-[current=page]:bg-primary aria-[current=page]:text-primary-foreground',
  'disabled:cursor-not-allowed disabled:border-border disabled:bg-muted disabled:text-muted-foreground',
  // Forced colours: the current page's highlight border and underline are in src/styles/index.css.
].join(' ');

export interface PaginationProps {
  /** Current page, 1-based. */
  page: number;
  /** Total number of pages. With one page or none, nothing is rendered. */
  pageCount: number;
  /** Called with the page the visitor asked for. */
  onPageChange: (page: number) => void;
  /** Accessible name of the nav landmark. @default the localised "Pagination" */
  label?: string;
  className?: string;
}

/**
 * Previous / numbered pages / Next in a labelled nav landmark. Previous is disabled on the
 * first page, Next on the last; the current page carries aria-current="page".
 */
export function Pagination({ page, pageCount, onPageChange, label, className }: PaginationProps) {
  const { t, formatNumber } = useT();
  if (pageCount <= 1) return null;
  const current = Math.min(Math.max(1, page), pageCount);
  return (
    <nav aria-label={label ?? t('pagination.label')} data-slot="pagination" className={cn('flex justify-center', className)}>
      <ul className="flex flex-wrap items-center justify-center gap-2">
        <li>
          <button type="button" className={paginationButtonClass} disabled={current === 1} onClick={() => onPageChange(current - 1)}>
            <span aria-hidden="true">‹</span>
            {t('pagination.previous')}
          </button>
        </li>
        {pageWindow(current, pageCount).map((item, index) =>
          item === 'gap' ? (
            <li key={`gap-${index}`} aria-hidden="true" className="px-1 text-muted-foreground">
              …
            </li>
          ) : (
            <li key={item}>
              <button
                type="button"
                className={paginationButtonClass}
                aria-current={item === current ? 'page' : undefined}
                aria-label={t('pagination.page', { n: formatNumber(item) })}
                onClick={() => onPageChange(item)}
              >
                {formatNumber(item)}
              </button>
            </li>
          ),
        )}
        <li>
          <button type="button" className={paginationButtonClass} disabled={current === pageCount} onClick={() => onPageChange(current + 1)}>
            {t('pagination.next')}
            <span aria-hidden="true">›</span>
          </button>
        </li>
      </ul>
    </nav>
  );
}
