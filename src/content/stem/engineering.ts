import type { StemPage } from '../schema';
import * as text from '@/content/generated/text/stem/engineering';

/**
 * /engineering/engineering-overview. The engineering resources are still being written: every card leads to /coming-soon.
 * Text: src/locales/<lang>/content/stem/engineering.po(t).
 */
export const engineering: StemPage = {
  id: 'engineering',
  summary: text.summary,
  introTitle: text.introTitle,
  intro: text.intro,
  cards: [
    {
      id: 'design-process',
      icon: 'compass',
      to: '/coming-soon',
      title: text.cardsDesignProcessTitle,
      description: text.cardsDesignProcessDescription,
      benefits: text.cardsDesignProcessBenefits,
      action: text.cardsDesignProcessAction,
    },
    {
      id: 'build-projects',
      icon: 'home',
      to: '/coming-soon',
      title: text.cardsBuildProjectsTitle,
      description: text.cardsBuildProjectsDescription,
      benefits: text.cardsBuildProjectsBenefits,
      action: text.cardsBuildProjectsAction,
    },
    {
      id: 'careers',
      icon: 'users',
      to: '/coming-soon',
      title: text.cardsCareersTitle,
      description: text.cardsCareersDescription,
      benefits: text.cardsCareersBenefits,
      action: text.cardsCareersAction,
    },
  ],
};
