import type { StemPage } from '../schema';
import * as text from '@/content/generated/text/stem/technology';

/**
 * /technology/technology-overview. Destinations: coding → /simulation, the other two → /coming-soon.
 * Text: src/locales/<lang>/content/stem/technology.po(t).
 */
export const technology: StemPage = {
  id: 'technology',
  summary: text.summary,
  introTitle: text.introTitle,
  intro: text.intro,
  cards: [
    {
      id: 'coding',
      icon: 'check',
      to: '/simulation',
      title: text.cardsCodingTitle,
      description: text.cardsCodingDescription,
      benefits: text.cardsCodingBenefits,
      action: text.cardsCodingAction,
    },
    {
      id: 'digital-skills',
      icon: 'share',
      to: '/coming-soon',
      title: text.cardsDigitalSkillsTitle,
      description: text.cardsDigitalSkillsDescription,
      benefits: text.cardsDigitalSkillsBenefits,
      action: text.cardsDigitalSkillsAction,
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
