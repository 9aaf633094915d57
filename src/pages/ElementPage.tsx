import * as React from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { ElementDetails } from '@/components/ElementDetails';
import { ElementPlace, type PlaceLink } from '@/components/ElementPlace';
import { ElementPager, type PagerElement } from '@/components/ElementPager';
import { Link } from '@/components/Link';
import { useT } from '@/i18n/useT';
import { elementPage } from '@/i18n/namespaces/element-page';
import { periodic } from '@/i18n/namespaces/periodic';
import { loadElementPage, type ElementRef } from '@/content/element-pages';
import { site } from '@/content/site';
import { categorySlug } from '@/lib/element-categories';
import { elementHref, pageUrls, ROUTE_PATHS } from '@/lib/links';
import { partLang } from '@/lib/langs';
import { island } from '@/app/alive/island';
import { chunk, chunkComponent } from '@/hooks/chunk';

// An unknown slug's not-found page: its code loads only then, not with every prerendered page.
const NotFoundPage = chunkComponent(chunk(() => import('./NotFoundPage')));

// The sources under the facts are text and links: they stay the prerendered HTML, and their code
// (the sources list, 1.8 KiB) loads only after a client-side navigation, as on /periodic.
const PeriodicCredits = island('element-credits', () => import('./PeriodicCreditsSection'), { inert: true });

/**
 * /periodic/:symbol — one element's page in every language (/periodic/fe, /fr/periodic/fe),
 * prerendered from the same sourced data as the table's dialog: all the facts and the shell
 * model, where it sits (group, period, block, its neighbours as links), its description and uses
 * written by Ubumenyi, the sources, and the previous and next elements. It loads only its own
 * element's data (the route's `prepare`) and none of the table's code. An unknown symbol shows
 * the not-found page.
 */
export default function ElementPage() {
  const { t: tc } = useT();
  const { t, lang } = useT(elementPage);
  const { t: tp } = useT(periodic);
  const { symbol = '' } = useParams();
  const { pathname } = useLocation();
  // Settled by the route's prepare before prerendering and hydrating: use() then returns at once.
  const data = React.use(loadElementPage(symbol));
  if (!data) return <NotFoundPage />;

  const { facts } = data;
  const name = data.names[lang];
  // A name in another language than the page's (Tin on a Kinyarwanda page) carries its own.
  const nameLang = partLang(data.nameLangs?.[lang], lang);
  const category = tp(`categories.${categorySlug(facts.category)}`);
  const link = (e: ElementRef): PlaceLink & PagerElement => ({
    name: e.names[lang],
    nameLang: partLang(e.nameLangs?.[lang], lang),
    symbol: e.symbol,
    number: e.number,
    href: elementHref(lang, e.symbol),
  });
  const neighbours = Object.fromEntries(Object.entries(data.neighbours).map(([side, e]) => [side, link(e)]));
  const values = { name, symbol: facts.symbol, number: facts.number };

  return (
    <>
      <PageMeta title={t('meta.title', values)} description={t('meta.description', values)} {...pageUrls(site.url, pathname)} lang={lang} />
      <PageHeader
        title={nameLang ? <span lang={nameLang}>{name}</span> : name}
        description={t('summary', { number: facts.number, category })}
        breadcrumbs={[
          { label: tc('breadcrumb.home'), to: ROUTE_PATHS.home },
          { label: tc('routes.periodic.title'), to: ROUTE_PATHS.periodic },
          { label: name, lang: nameLang },
        ]}
      />
      <div className="container-page flex flex-col gap-10 py-8">
        <div className="grid gap-10 lg:grid-cols-[minmax(0,44rem)_minmax(0,24rem)] lg:justify-between">
          <ElementDetails element={{ ...facts, name }} text={data.texts[lang]} textStatus="ready" headingLevel={2} />
          <div className="flex flex-col gap-8">
            <ElementPlace name={name} nameLang={nameLang} group={data.group} period={data.period} block={facts.block} neighbours={neighbours} />
            <ElementPager previous={data.previous && link(data.previous)} next={data.next && link(data.next)} />
            <p>
              <Link
                to={ROUTE_PATHS.periodic}
                className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline"
              >
                {t('back')}
              </Link>
            </p>
          </div>
        </div>
        <React.Suspense fallback={null}>
          <PeriodicCredits />
        </React.Suspense>
      </div>
    </>
  );
}
