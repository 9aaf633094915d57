import { ResourceTabs } from '@/components/ResourceTabs';
import { homeTabs } from '@/content/home-tabs';
import { localize } from '@/lib/localize';
import { homeResources } from '@/i18n/namespaces/home-resources';
import { useT } from '@/i18n/useT';

/** The home page's tabbed resource area (its own chunk: see HomePage). */
export default function HomeResourcesSection() {
  const resources = useT(homeResources);
  const { lang } = resources;
  return (
      <section aria-labelledby="resources-title" className="container-page flex flex-col gap-4 pb-12">
        <h2 id="resources-title" className="text-2xl font-bold">
          {resources.t('title')}
        </h2>
        <p className="prose-width text-muted-foreground">{resources.t('intro')}</p>
        <ResourceTabs
          label={resources.t('tabsLabel')}
          tabs={localize(homeTabs, lang)}
        />
      </section>
  );
}
