import * as React from 'react';
import { Link } from 'react-router-dom';
import { Hero } from '@/components/Hero';
import { FeatureCard } from '@/components/FeatureCard';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { useT } from '@/i18n/useT';

const HomeResources = React.lazy(() => import('./HomeResourcesSection'));

/** Home: the hero, the three feature cards, and the tabbed resource area. */
export default function HomePage() {
  const { t } = useT();
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
      {/* Below the fold: its code (Radix Tabs and the tab texts) loads on its own, and React keeps
          the prerendered HTML until it arrives (selective hydration), so it does not delay the page. */}
      <React.Suspense fallback={null}>
        <HomeResources />
      </React.Suspense>
    </>
  );
}
