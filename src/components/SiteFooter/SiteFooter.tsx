import { Link } from '../Link';
import { useT } from '@/i18n/useT';
import { routeHref } from '@/lib/links';
import type { SiteNavGroup } from '../SiteHeader/types';

const siteFooterLinkClass = 'inline-flex min-h-11 items-center text-foreground underline-offset-4 hover:underline sm:min-h-8';

export interface SiteFooterProps {
  /** Link groups, each under a heading. */
  groups: SiteNavGroup[];
  /** First year of the copyright range. */
  since: number;
  /** Last year of the copyright range (the current year). */
  year: number;
}

/** The site footer: link groups, a sentence on what Ubumenyi is, and the copyright line. */
export function SiteFooter({ groups, since, year }: SiteFooterProps) {
  const { t, lang } = useT();
  return (
    <footer data-slot="site-footer" data-print="hide" className="mt-16 border-t border-border bg-muted">
      <div className="container-page py-10">
        <p className="prose-width mb-8 text-muted-foreground">{t('footer.about')}</p>
        <nav aria-label={t('footer.label')}>
          <div className="grid grid-cols-1 gap-8 min-[340px]:grid-cols-2 md:grid-cols-3 lg:grid-cols-5">
            {groups.map((group) => (
              // A named group, not a <section>: a named section is a region landmark, and the page's own
              // "Resources" or "Categories" region would then share its name (landmark names stay unique).
              <div key={group.headingKey} role="group" aria-labelledby={`footer-${group.headingKey}`}>
                <h2 id={`footer-${group.headingKey}`} className="mb-2 text-base font-bold">
                  {t(group.headingKey)}
                </h2>
                <ul className="flex flex-col">
                  {group.items.map((item) => (
                    <li key={item.labelKey}>
                      <Link to={item.to} className={siteFooterLinkClass}>
                        {t(item.labelKey)}
                      </Link>
                    </li>
                  ))}
                </ul>
              </div>
            ))}
          </div>
        </nav>
        {/* A full page load: it lands on the section (the offline page is in the service worker's shell),
            and the save code loads only there, never with every page. */}
        <p className="mt-8">
          <Link to={routeHref('offline', lang, { hash: 'save-offline' })} reloadDocument className={siteFooterLinkClass}>
            {t('footer.saveOffline')}
          </Link>
        </p>
        <p className="mt-10 border-t border-border pt-6 text-sm text-muted-foreground">{t('footer.copyright', { from: String(since), to: String(year) })}</p>
      </div>
    </footer>
  );
}
