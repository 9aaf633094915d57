import type { StemPage } from '../schema';
import * as text from '@/content/generated/text/stem/mathematics';

/**
 * /mathematics/mathematics-overview. Destinations: problem-solving → /simulation, the other two → /coming-soon.
 * Text: src/locales/<lang>/content/stem/mathematics.po(t).
 */
export const mathematics: StemPage = {
  id: 'mathematics',
  summary: text.summary,
  introTitle: text.introTitle,
  intro: text.intro,
  cards: [
    {
      id: 'problem-solving',
      icon: 'check',
      to: '/simulation',
      title: text.cardsProblemSolvingTitle,
      description: text.cardsProblemSolvingDescription,
      benefits: text.cardsProblemSolvingBenefits,
      action: text.cardsProblemSolvingAction,
    },
    {
      id: 'practice-sets',
      icon: 'paper',
      to: '/coming-soon',
      title: text.cardsPracticeSetsTitle,
      description: text.cardsPracticeSetsDescription,
      benefits: text.cardsPracticeSetsBenefits,
      action: text.cardsPracticeSetsAction,
    },
    {
      id: 'everyday-maths',
      icon: 'home',
      to: '/coming-soon',
      title: text.cardsEverydayMathsTitle,
      description: text.cardsEverydayMathsDescription,
      benefits: text.cardsEverydayMathsBenefits,
      action: text.cardsEverydayMathsAction,
    },
  ],
};
