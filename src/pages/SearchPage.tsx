import { useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { SiteSearch } from '@/components/SiteSearch';
import { useHydrated } from '@/hooks/useHydrated';
import { useQueryParams } from '@/hooks/useQueryParams';
import { useT } from '@/i18n/useT';
import { siteSearch } from '@/i18n/namespaces/site-search';
import { normalizeQuery, pagefindIndex, parseSearchType, type SearchType } from '@/lib/site-search';

const index = pagefindIndex();

/**
 * /search?q=…&type=…: the site search as a page of its own, so a search can be shared. The
 * prerendered shell is a plain GET form to this page; without JavaScript a note says search needs it.
 */
export default function SearchPage() {
  const { t } = useT(siteSearch);
  const hydrated = useHydrated();
  const [params, setParams] = useQueryParams();
  // Whether the address the page was opened at has a search to apply. Read once, in the browser;
  // it only decides the key below, never what is rendered, so hydration stays free of mismatches.
  const [searchAtLoad] = useState(() => {
    if (typeof window === 'undefined') return false;
    const atLoad = new URLSearchParams(window.location.search);
    return atLoad.has('q') || atLoad.has('type');
  });
  const onStateChange = (query: string, type: SearchType | undefined) => {
    const next = new URLSearchParams();
    const q = normalizeQuery(query) ? query.slice(0, 500) : '';
    if (q) next.set('q', q);
    if (type) next.set('type', type);
    if (next.toString() !== params.toString()) setParams(next);
  };
  return (
    <>
      <PageHeader title={t('title')} />
      <div className="container-page flex max-w-3xl flex-col gap-4 py-8">
        <noscript>
          <p className="rounded-md border-2 border-border p-4">{t('noscript')}</p>
        </noscript>
        {/* Mounted again once hydrated when there is a search to apply: the prerendered shell knows
            no query string. On a plain /search it is adopted as it is: a remount would throw away
            the prerendered form, and the focus or text of a visitor already in it (issue 19). */}
        <SiteSearch
          key={hydrated && searchAtLoad ? 'client' : 'server'}
          index={index}
          defaultQuery={(params.get('q') ?? '').slice(0, 500)}
          defaultType={parseSearchType(params.get('type'))}
          onStateChange={hydrated ? onStateChange : undefined}
        />
      </div>
    </>
  );
}
