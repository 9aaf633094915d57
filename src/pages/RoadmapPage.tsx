import * as React from 'react';
import { partLang } from '@/lib/langs';
import { useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { LangText } from '@/components/LangText';
import { RoadmapPlan } from '@/components/RoadmapPlan';
import { useT } from '@/i18n/useT';
import { roadmap as roadmapNs } from '@/i18n/namespaces/roadmap';
import { loadRoadmapPage } from '@/content/roadmap-pages';
import { site } from '@/content/site';
import { pageUrls, ROUTE_PATHS } from '@/lib/links';
import { chunk, chunkComponent } from '@/hooks/chunk';

// An unknown slug's not-found page: its code loads only then, not with every prerendered page.
const NotFoundPage = chunkComponent(chunk(() => import('./NotFoundPage')));

/**
 * /road-maps/:slug — one written road map, prerendered per slug: its intro, credit and date, then
 * the checklist of stages with the learner's progress, Print and the PDF in the page's language.
 * The plan is loaded before the page renders (the route's `prepare`), and on a client-side visit
 * inside the app's Suspense.
 */
export default function RoadmapPage() {
  const { t: tc } = useT();
  const { t, lang, formatDate } = useT(roadmapNs);
  const { slug = '' } = useParams();
  const { pathname } = useLocation();
  // Always read through use(): the cached promise is already fulfilled after the route's prepare, so
  // this does not suspend at prerender or hydration; a client-side visit suspends until it loads.
  const page = React.use(loadRoadmapPage(slug, lang));
  if (!page) return <NotFoundPage />;
  const titleLang = partLang(page.titleLang, lang);
  return (
    <>
      <PageMeta title={page.title} description={page.description} {...pageUrls(site.url, pathname)} lang={lang} />
      <PageHeader
        title={<span lang={titleLang}>{page.title}</span>}
        description={<LangText text={page.intro} />}
        breadcrumbs={[
          { label: tc('breadcrumb.home'), to: ROUTE_PATHS.home },
          { label: tc('routes.roadmaps.title'), to: ROUTE_PATHS.roadmaps },
          { label: page.title, lang: titleLang },
        ]}
      >
        <p className="prose-width text-sm text-muted-foreground">
          {page.followsRoadmapSh && <>{t('page.credit')} </>}
          {t('page.updated', { date: formatDate(page.updated) })}
        </p>
      </PageHeader>
      <div className="container-page py-8">
        <RoadmapPlan plan={page.plan} storageKey={`ubumenyi:roadmap:${page.slug}`} pdf={page.pdf} className="prose-width" />
      </div>
    </>
  );
}
