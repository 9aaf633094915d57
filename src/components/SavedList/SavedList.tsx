import { Link } from '../Link';
import { useT } from '@/i18n/useT';

interface SavedItem {
  /** Site path of the page or file. */
  href: string;
  /** What to call it (page title or file name). */
  label: string;
}

export interface SavedListProps {
  /** 'loading' while the saved list is being read; 'unsupported' when the browser cannot tell. */
  status: 'loading' | 'ready' | 'unsupported';
  pages: SavedItem[];
  files: SavedItem[];
}

/** What this device has saved for offline use: pages and downloaded files, each a link. */
export function SavedList({ status, pages, files }: SavedListProps) {
  const { t, tn } = useT();
  if (status === 'loading') return <p role="status">{t('offline.reading')}</p>;
  if (status === 'unsupported') return <p>{t('offline.unsupported')}</p>;
  return (
    <div data-slot="saved-list" className="grid grid-cols-1 gap-8 md:grid-cols-2">
      <section aria-labelledby="saved-pages">
        <h2 id="saved-pages" className="mb-1 text-xl font-bold">
          {t('offline.pagesTitle')}
        </h2>
        <p className="mb-3 text-muted-foreground">{tn('offline.pagesCount', pages.length)}</p>
        {/* No list at all when empty: an empty <ul> is announced as "list, 0 items". */}
        {pages.length > 0 && (
          <ul className="flex flex-col">
            {pages.map((page) => (
              <li key={page.href}>
                <Link to={page.href} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
                  {page.label}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </section>
      <section aria-labelledby="saved-files">
        <h2 id="saved-files" className="mb-1 text-xl font-bold">
          {t('offline.filesTitle')}
        </h2>
        <p className="mb-3 text-muted-foreground">{files.length === 0 ? t('offline.noFiles') : tn('offline.filesCount', files.length)}</p>
        {files.length > 0 && (
          <ul className="flex flex-col">
            {files.map((file) => (
              <li key={file.href}>
                <a
                  href={file.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 break-all"
                >
                  {file.label}
                </a>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
