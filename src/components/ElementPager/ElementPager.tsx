import { cva } from 'class-variance-authority';
import { useT } from '@/i18n/useT';
import { elementPage } from '@/i18n/namespaces/element-page';
import { cn } from '@/lib/cn';
import type { TextLang } from '@/lib/langs';
import { Link } from '../Link';

const elementPagerLinkVariants = cva(
  'flex min-h-11 flex-col rounded-md border border-border px-4 py-2 hover:bg-muted focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring forced-colors:border-[CanvasText]',
  {
    variants: {
      /** Which way the link leads: the previous element sits at the start, the next at the end. */
      direction: { previous: 'items-start text-left', next: 'items-end text-right' },
    },
    defaultVariants: { direction: 'previous' },
  },
);

/** One element the pager leads to. */
export interface PagerElement {
  name: string;
  /** The name's language when it is not the page's (an English name on a Kinyarwanda page). */
  nameLang?: TextLang | undefined;
  symbol: string;
  number: number;
  href: string;
}

export interface ElementPagerProps {
  /** The element before, in atomic number (none for hydrogen). */
  previous?: PagerElement;
  /** The element after (none for the last element). */
  next?: PagerElement;
  className?: string;
}

/**
 * Links to the previous and next element pages, in order of atomic number. A link says which way
 * it leads, then the element ("Previous element 25. Manganese (Mn)", 5 words), as GOV.UK's
 * pagination does: the two links are told apart by their first words, and the arrows are drawn,
 * not read.
 */
export function ElementPager({ previous, next, className }: ElementPagerProps) {
  const { t } = useT(elementPage);
  const item = (element: PagerElement, direction: 'previous' | 'next') => (
    <Link to={element.href} rel={direction === 'previous' ? 'prev' : 'next'} className={elementPagerLinkVariants({ direction })}>
      <span className="text-sm text-muted-foreground">
        {direction === 'previous' && <span aria-hidden="true">← </span>}
        {t(`pager.${direction}`)}
        {direction === 'next' && <span aria-hidden="true"> →</span>}
      </span>
      <span className="font-semibold text-primary">
        {element.number}. <span lang={element.nameLang}>{element.name}</span> ({element.symbol})
      </span>
    </Link>
  );
  return (
    <nav data-slot="element-pager" aria-label={t('pager.label')} className={cn('grid grid-cols-1 gap-3 sm:grid-cols-2', className)}>
      {previous && item(previous, 'previous')}
      {next && item(next, 'next')}
    </nav>
  );
}
