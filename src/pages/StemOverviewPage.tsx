import { StemOverview } from '@/components/StemOverview';
import type { StemPage } from '@/content/schema';
import { stemNav } from '@/content/stem/nav';
import { stemPages } from '@/i18n/namespaces/stem-pages';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/**
 * Shared by the four STEM routes (ScienceOverviewPage, TechnologyOverviewPage, …): picks the
 * visitor's language from one subject's data and renders the StemOverview template. Each route
 * imports only its own subject's content, so each page's chunk stays small.
 */
export function StemOverviewPage({ page }: { page: StemPage }) {
  const common = useT();
  const { t, lang } = useT(stemPages);
  const title = common.t(`routes.${page.id}.title`);
  return (
    <StemOverview
      title={title}
      summary={page.summary[lang]}
      breadcrumbs={[{ label: common.t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: title }]}
      nav={{
        label: t('navLabel'),
        current: page.id,
        items: stemNav.map((item) => ({ id: item.id, label: item.label[lang], to: item.to })),
      }}
      introTitle={page.introTitle[lang]}
      intro={page.intro[lang]}
      cardsTitle={t('cardsTitle')}
      cards={page.cards.map((card) => ({
        id: card.id,
        icon: card.icon,
        title: card.title[lang],
        description: card.description[lang],
        benefits: card.benefits[lang],
        actionLabel: card.action[lang],
        to: card.to,
      }))}
    />
  );
}
