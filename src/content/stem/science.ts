import type { StemPage } from '../schema';
import * as text from '@/content/generated/text/stem/science';

/**
 * /science/science-overview. Destinations: virtual lab → /simulation, journal → the mathematics overview, projects → /coming-soon.
 * Text: src/locales/<lang>/content/stem/science.po(t).
 */
export const science: StemPage = {
  id: 'science',
  summary: text.summary,
  introTitle: text.introTitle,
  intro: text.intro,
  cards: [
    {
      id: 'virtual-lab',
      icon: 'flask',
      to: '/simulation',
      title: text.cardsVirtualLabTitle,
      description: text.cardsVirtualLabDescription,
      benefits: text.cardsVirtualLabBenefits,
      action: text.cardsVirtualLabAction,
    },
    {
      id: 'journals',
      icon: 'paper',
      to: '/mathematics/mathematics-overview',
      title: text.cardsJournalsTitle,
      description: text.cardsJournalsDescription,
      benefits: text.cardsJournalsBenefits,
      action: text.cardsJournalsAction,
    },
    {
      id: 'projects',
      icon: 'compass',
      to: '/coming-soon',
      title: text.cardsProjectsTitle,
      description: text.cardsProjectsDescription,
      benefits: text.cardsProjectsBenefits,
      action: text.cardsProjectsAction,
    },
  ],
};
