import { PageHeader } from '../PageHeader';
import type { Crumb } from '../Breadcrumb';
import { TopicCard, type TopicCardProps } from '../TopicCard';
import { StemNav, type StemNavProps } from '../StemNav';

interface StemOverviewCard extends Omit<TopicCardProps, 'headingLevel' | 'className'> {
  /** Unique on the page. */
  id: string;
}

export interface StemOverviewProps {
  /** The page's h1 ("Science overview"). */
  title: string;
  /** One or two sentences under the title. */
  summary: string;
  /** Trail from Home to this page. */
  breadcrumbs: Crumb[];
  /** The four-button STEM navigation, with the current subject. */
  nav: StemNavProps;
  /** Heading of the introduction. */
  introTitle: string;
  /** Paragraphs of the introduction. */
  intro: string[];
  /** Heading above the three cards. */
  cardsTitle: string;
  /** The three resource cards, each with its benefits and one button. */
  cards: StemOverviewCard[];
}

/**
 * The one template behind the four STEM overview pages (science, technology, engineering,
 * mathematics): header, STEM navigation, introduction and three resource cards, all from data.
 */
export function StemOverview({ title, summary, breadcrumbs, nav, introTitle, intro, cardsTitle, cards }: StemOverviewProps) {
  return (
    <div data-slot="stem-overview">
      <PageHeader title={title} description={summary} breadcrumbs={breadcrumbs}>
        <StemNav {...nav} className="mt-2" />
      </PageHeader>
      <div className="container-page flex flex-col gap-10 py-8 md:py-10">
        <section aria-labelledby="stem-intro-title" className="prose-width flex flex-col gap-3">
          <h2 id="stem-intro-title" className="text-2xl font-bold">
            {introTitle}
          </h2>
          {intro.map((paragraph) => (
            <p key={paragraph} className="text-lg">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="stem-cards-title" className="flex flex-col gap-5">
          <h2 id="stem-cards-title" className="text-2xl font-bold">
            {cardsTitle}
          </h2>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
            {cards.map(({ id, ...card }) => (
              <li key={id} className="min-w-0">
                <TopicCard {...card} />
              </li>
            ))}
          </ul>
        </section>
      </div>
    </div>
  );
}
