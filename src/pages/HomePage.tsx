import * as React from 'react';
import { Link } from '@/components/Link';
import { Hero } from '@/components/Hero';
import { FeatureCard } from '@/components/FeatureCard';
import { Button } from '@/components/Button';
import { Icon } from '@/components/Icon';
import { useT } from '@/i18n/useT';
import { home } from '@/i18n/namespaces/home';
import { island } from '@/app/alive/island';
import { ROUTE_PATHS } from '@/lib/links';
import { fileOffers } from '@/content/file-offers';

// Below the fold: the prerendered HTML until the learner reaches for it (see island), when its tabs'
// code and the resources in the page's language load.
const HomeResources = island('home-resources', () => import('./HomeResourcesSection'));

/**
 * Home: the hero, the three feature cards, and the tabbed resource area. What the hero and the
 * cards say about books and papers follows their files (src/content/file-offers.ts): "sample"
 * while they are samples, "real" once every one is.
 */
export default function HomePage() {
  const { t: tc } = useT();
  const { t, lang } = useT(home);
  const { books, papers, hero } = fileOffers;
  return (
    <>
      <Hero
        eyebrow={tc('welcome')}
        title={t('heroTitle')}
        text={t(hero === 'real' ? 'heroText.real' : 'heroText.adding')}
        actions={
          <>
            <Button asChild size="lg">
              <Link to={ROUTE_PATHS.books}>{t('browseBooks')}</Link>
            </Button>
            <Button asChild size="lg" variant="outline">
              <Link to={ROUTE_PATHS.papers}>{t('findPapers')}</Link>
            </Button>
          </>
        }
      />
      <section aria-labelledby="features-title" className="container-page py-12">
        <h2 id="features-title" className="mb-6 text-2xl font-bold">
          {t('featuresTitle')}
        </h2>
        <ul className="grid gap-6 md:grid-cols-3">
          <li>
            <FeatureCard
              tone="sky"
              icon={<Icon name="book" />}
              title={t('featureBooksTitle')}
              text={t(`featureBooksText.${books.status}`, books.text[lang])}
              actionLabel={t('featureBooksAction')}
              to={ROUTE_PATHS.books}
            />
          </li>
          <li>
            <FeatureCard
              tone="sun"
              icon={<Icon name="paper" />}
              title={t('featurePapersTitle')}
              text={t(`featurePapersText.${papers.status}`, papers.text[lang])}
              actionLabel={t('featurePapersAction')}
              to={ROUTE_PATHS.papers}
            />
          </li>
          <li>
            <FeatureCard
              tone="green"
              icon={<Icon name="flask" />}
              title={t('featureLabsTitle')}
              text={t('featureLabsText')}
              actionLabel={t('featureLabsAction')}
              to={ROUTE_PATHS.simulation}
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
