import * as React from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { PageHeader } from '@/components/PageHeader';
import { PageMeta } from '@/components/PageMeta';
import { RoadmapPlan, type RoadmapPlanData } from '@/components/RoadmapPlan';
import { useT } from '@/i18n/useT';
import { roadmap as roadmapNs } from '@/i18n/namespaces/roadmap';
import { loadRoadmapPlan } from '@/content/roadmap-plans';
import { roadmaps } from '@/content/roadmaps';
import { fileSize } from '@/content/file-sizes';
import { site } from '@/content/site';
import type { Lang } from '@/lib/langs';
import type { RoadmapPlan as Plan } from '@/content/schema/roadmap-plans';
import { pageUrls, ROUTE_PATHS } from '@/lib/links';
import NotFoundPage from './NotFoundPage';

/** A plan's stages with every string in one language, as RoadmapPlan takes them. */
function localizePlan(plan: Plan, lang: Lang): RoadmapPlanData {
  return {
    stages: plan.stages.map((stage) => ({
      id: stage.id,
      title: stage.title[lang],
      goal: stage.goal[lang],
      project: stage.project[lang],
      weeks: stage.weeks,
      topics: stage.topics.map((topic) => ({ id: topic.id, title: topic.title[lang], text: topic.text[lang] })),
      resources: stage.resources,
      curriculum: (stage.curriculum ?? []).map((link) => ({ source: link.source, name: link.name[lang] })),
    })),
  };
}

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
  const plan = React.use(loadRoadmapPlan(slug));
  const entry = plan && roadmaps.find((r) => r.id === plan.id && r.slug === plan.slug);
  const data = React.useMemo(() => (plan ? localizePlan(plan, lang) : undefined), [plan, lang]);
  if (!plan || !entry || !data) return <NotFoundPage />;
  const file = entry.file[lang];
  return (
    <>
      <PageMeta title={entry.title} description={entry.description[lang]} {...pageUrls(site.url, pathname)} lang={lang} />
      <PageHeader
        title={entry.title}
        description={plan.intro[lang]}
        breadcrumbs={[
          { label: tc('breadcrumb.home'), to: ROUTE_PATHS.home },
          { label: tc('routes.roadmaps.title'), to: ROUTE_PATHS.roadmaps },
          { label: entry.title },
        ]}
      >
        <p className="prose-width text-sm text-muted-foreground">
          {plan.followsRoadmapSh && <>{t('page.credit')} </>}
          {t('page.updated', { date: formatDate(plan.updated) })}
        </p>
      </PageHeader>
      <div className="container-page py-8">
        <RoadmapPlan plan={data} storageKey={`ubumenyi:roadmap:${plan.slug}`} pdf={{ href: file, sizeBytes: fileSize(file) }} className="prose-width" />
      </div>
    </>
  );
}
