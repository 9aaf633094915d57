import { Link } from 'react-router-dom';
import { Hero } from '@/components/Hero';
import { FeatureCard } from '@/components/FeatureCard';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { ResourceTabs } from '@/components/ResourceTabs';
import { homeTabs } from '@/content/home-tabs';
import { homeResources } from '@/i18n/namespaces/home-resources';
import { useT } from '@/i18n/useT';

/** Home: the hero, the three feature cards, and the tabbed resource area. */
export default function HomePage() {
  const { t } = useT();
  const resources = useT(homeResources);
  const { lang } = resources;
  return (
    <>
      <Hero
        eyebrow={t('welcome')}
        title={t('home.heroTitle')}
        text={t('home.heroText')}
        actions={
          <>
            <Button asChild size="lg">
              <Link to="/books">{t('home.browseBooks')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to="/papers">{t('home.findPapers')}</Link>
            </Button>
          </>
        }
      />
      <section aria-labelledby="features-title" className="container-page py-12">
        <h2 id="features-title" className="mb-6 text-2xl font-bold">
          {t('home.featuresTitle')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <FeatureCard
              tone="sky"
              icon={<Icon name="book" />}
              title={t('home.featureBooksTitle')}
              text={t('home.featureBooksText')}
              actionLabel={t('home.featureBooksAction')}
              to="/books"
            />
          </li>
          <li>
            <FeatureCard
              tone="sun"
              icon={<Icon name="paper" />}
              title={t('home.featurePapersTitle')}
              text={t('home.featurePapersText')}
              actionLabel={t('home.featurePapersAction')}
              to="/papers"
            />
          </li>
          <li>
            <FeatureCard
              tone="green"
              icon={<Icon name="flask" />}
              title={t('home.featureLabsTitle')}
              text={t('home.featureLabsText')}
              actionLabel={t('home.featureLabsAction')}
              to="/simulation"
            />
          </li>
        </ul>
      </section>
      <section aria-labelledby="resources-title" className="container-page flex flex-col gap-4 pb-12">
        <h2 id="resources-title" className="text-2xl font-bold">
          {resources.t('title')}
        </h2>
        <p className="prose-width text-muted-foreground">{resources.t('intro')}</p>
        <ResourceTabs
          label={resources.t('tabsLabel')}
          tabs={homeTabs.map((tab) => ({
            id: tab.id,
            label: tab.label[lang],
            intro: tab.intro[lang],
            cards: tab.cards.map((card) => ({
              id: card.id,
              icon: card.icon,
              title: card.title[lang],
              description: card.description[lang],
              actionLabel: card.action[lang],
              to: card.to,
            })),
          }))}
        />
      </section>
    </>
  );
}
