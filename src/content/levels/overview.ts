import type { LevelsOverview } from '../schema';
import * as text from '@/content/generated/text/levels/overview';

/**
 * The /academic-levels page: how the system fits together, and the two boards.
 * Text: src/locales/<lang>/content/levels/overview.po(t).
 */
export const levelsOverview: LevelsOverview = {
  intro: {
    kind: 'prose',
    id: 'system',
    heading: text.introHeading,
    paragraphs: text.introParagraphs,
  },
  levelsHeading: text.levelsHeading,
  levelsIntro: text.levelsIntro,
  boardsHeading: text.boardsHeading,
  boardsIntro: text.boardsIntro,
  boards: [
    {
      id: 'reb',
      abbreviation: 'REB',
      name: text.boardsRebName,
      scope: text.boardsRebScope,
      responsibilities: text.boardsRebResponsibilities,
      levels: ['primary', 'olevel', 'alevel'],
    },
    {
      id: 'rtb',
      abbreviation: 'RTB',
      name: text.boardsRtbName,
      scope: text.boardsRtbScope,
      responsibilities: text.boardsRtbResponsibilities,
      levels: ['tvet'],
    },
  ],
};
