import { Link } from '../Link';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';

export interface Crumb {
  /** Visible text of the crumb. */
  label: string;
  /** The label's language when it differs from the page's (an English title on a French page). */
  lang?: string;
  /** Where it leads; omitted for the current page (always the last crumb). */
  to?: string;
}

const breadcrumbLinkClass = 'inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline sm:min-h-6';

export interface BreadcrumbProps {
  /** The trail from the home page to the current page; the last crumb is the current page. */
  items: Crumb[];
  className?: string;
}

/** A breadcrumb trail in a labelled nav landmark; the last crumb carries aria-current="page". */
export function Breadcrumb({ items, className }: BreadcrumbProps) {
  const { t } = useT();
  return (
    <nav aria-label={t('breadcrumb.label')} data-slot="breadcrumb" className={cn('text-sm', className)}>
      <ol className="flex flex-wrap items-center gap-x-2 gap-y-1">
        {items.map((item, index) => {
          const last = index === items.length - 1;
          return (
            <li key={`${item.label}-${index}`} className="flex items-center gap-2">
              {last || !item.to ? (
                <span aria-current={last ? 'page' : undefined} lang={item.lang} className="text-muted-foreground">
                  {item.label}
                </span>
              ) : (
                <Link to={item.to} lang={item.lang} className={breadcrumbLinkClass}>
                  {item.label}
                </Link>
              )}
              {!last && (
                <span aria-hidden="true" className="text-muted-foreground">
                  /
                </span>
              )}
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
