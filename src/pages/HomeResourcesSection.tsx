import * as React from 'react';
import { ResourceTabs } from '@/components/ResourceTabs';
import { loadLocalized } from '@/content/localized';
import { homeResources } from '@/i18n/namespaces/home-resources';
import { useT } from '@/i18n/useT';

/** The home page's tabbed resource area (its own chunk: see HomePage). */
export default function HomeResourcesSection() {
  const resources = useT(homeResources);
  const { lang } = resources;
  // In the page's language only; loaded when the section comes to life (or is prerendered).
  const tabs = React.use(loadLocalized('home-tabs', lang));
  return (
    <section aria-labelledby="resources-title" className="container-page flex flex-col gap-4 pb-12">
      <h2 id="resources-title" className="text-2xl font-bold">
        {resources.t('title')}
      </h2>
      <p className="prose-width text-muted-foreground">{resources.t('intro')}</p>
      <ResourceTabs label={resources.t('tabsLabel')} tabs={tabs} />
    </section>
  );
}
