import type { HomeResourceCard, HomeTab, InfoIcon } from './schema';
import type { Localized } from '@/lib/langs';
import { stemPaths } from './stem/nav';
import * as text from '@/content/generated/text/home-tabs';

/**
 * The home page's tabbed resource area. The STEM tab leads to the four STEM overviews; every other
 * tab offers the same five kinds of resource, each described for that tab's subjects. A kind's
 * destination is set once below: the real page where one exists, /coming-soon otherwise.
 * Text: src/locales/<lang>/content/home-tabs.po(t).
 */
type Kind = 'papers' | 'guides' | 'roadmaps' | 'simulation' | 'lab';

const kinds: Record<Kind, { icon: InfoIcon; to: string; title: Localized<string>; actionLabel: Localized<string> }> = {
  papers: {
    icon: 'paper',
    to: '/papers',
    title: text.kindsPapersTitle,
    actionLabel: text.kindsPapersActionLabel,
  },
  guides: {
    icon: 'book',
    to: '/coming-soon',
    title: text.kindsGuidesTitle,
    actionLabel: text.kindsGuidesActionLabel,
  },
  roadmaps: {
    icon: 'compass',
    to: '/road-maps',
    title: text.kindsRoadmapsTitle,
    actionLabel: text.kindsRoadmapsActionLabel,
  },
  simulation: {
    icon: 'flask',
    to: '/simulation',
    title: text.kindsSimulationTitle,
    actionLabel: text.kindsSimulationActionLabel,
  },
  lab: {
    icon: 'atom',
    to: '/periodic',
    title: text.kindsLabTitle,
    actionLabel: text.kindsLabActionLabel,
  },
};

/** The five cards of a subject-area tab, in a fixed order, with that tab's own descriptions. */
function areaCards(descriptions: Record<Kind, Localized<string>>): HomeResourceCard[] {
  return (Object.keys(kinds) as Kind[]).map((kind) => ({ id: kind, ...kinds[kind], description: descriptions[kind] }));
}

export const homeTabs: HomeTab[] = [
  {
    id: 'stem',
    label: text.homeTabsStemLabel,
    intro: text.homeTabsStemIntro,
    cards: [
      {
        id: 'science',
        icon: 'flask',
        to: stemPaths.science,
        title: text.homeTabsStemCardsScienceTitle,
        description: text.homeTabsStemCardsScienceDescription,
        actionLabel: text.homeTabsStemCardsScienceActionLabel,
      },
      {
        id: 'technology',
        icon: 'share',
        to: stemPaths.technology,
        title: text.homeTabsStemCardsTechnologyTitle,
        description: text.homeTabsStemCardsTechnologyDescription,
        actionLabel: text.homeTabsStemCardsTechnologyActionLabel,
      },
      {
        id: 'engineering',
        icon: 'compass',
        to: stemPaths.engineering,
        title: text.homeTabsStemCardsEngineeringTitle,
        description: text.homeTabsStemCardsEngineeringDescription,
        actionLabel: text.homeTabsStemCardsEngineeringActionLabel,
      },
      {
        id: 'mathematics',
        icon: 'check',
        to: stemPaths.mathematics,
        title: text.homeTabsStemCardsMathematicsTitle,
        description: text.homeTabsStemCardsMathematicsDescription,
        actionLabel: text.homeTabsStemCardsMathematicsActionLabel,
      },
    ],
  },
  {
    id: 'humanities',
    label: text.homeTabsHumanitiesLabel,
    intro: text.homeTabsHumanitiesIntro,
    cards: areaCards({
      papers: text.homeTabsHumanitiesCardsPapers,
      guides: text.homeTabsHumanitiesCardsGuides,
      roadmaps: text.homeTabsHumanitiesCardsRoadmaps,
      simulation: text.homeTabsHumanitiesCardsSimulation,
      lab: text.homeTabsHumanitiesCardsLab,
    }),
  },
  {
    id: 'languages',
    label: text.homeTabsLanguagesLabel,
    intro: text.homeTabsLanguagesIntro,
    cards: areaCards({
      papers: text.homeTabsLanguagesCardsPapers,
      guides: text.homeTabsLanguagesCardsGuides,
      roadmaps: text.homeTabsLanguagesCardsRoadmaps,
      simulation: text.homeTabsLanguagesCardsSimulation,
      lab: text.homeTabsLanguagesCardsLab,
    }),
  },
  {
    id: 'arts',
    label: text.homeTabsArtsLabel,
    intro: text.homeTabsArtsIntro,
    cards: areaCards({
      papers: text.homeTabsArtsCardsPapers,
      guides: text.homeTabsArtsCardsGuides,
      roadmaps: text.homeTabsArtsCardsRoadmaps,
      simulation: text.homeTabsArtsCardsSimulation,
      lab: text.homeTabsArtsCardsLab,
    }),
  },
  {
    id: 'vocational',
    label: text.homeTabsVocationalLabel,
    intro: text.homeTabsVocationalIntro,
    cards: areaCards({
      papers: text.homeTabsVocationalCardsPapers,
      guides: text.homeTabsVocationalCardsGuides,
      roadmaps: text.homeTabsVocationalCardsRoadmaps,
      simulation: text.homeTabsVocationalCardsSimulation,
      lab: text.homeTabsVocationalCardsLab,
    }),
  },
  {
    id: 'health',
    label: text.homeTabsHealthLabel,
    intro: text.homeTabsHealthIntro,
    cards: areaCards({
      papers: text.homeTabsHealthCardsPapers,
      guides: text.homeTabsHealthCardsGuides,
      roadmaps: text.homeTabsHealthCardsRoadmaps,
      simulation: text.homeTabsHealthCardsSimulation,
      lab: text.homeTabsHealthCardsLab,
    }),
  },
  {
    id: 'interdisciplinary',
    label: text.homeTabsInterdisciplinaryLabel,
    intro: text.homeTabsInterdisciplinaryIntro,
    cards: areaCards({
      papers: text.homeTabsInterdisciplinaryCardsPapers,
      guides: text.homeTabsInterdisciplinaryCardsGuides,
      roadmaps: text.homeTabsInterdisciplinaryCardsRoadmaps,
      simulation: text.homeTabsInterdisciplinaryCardsSimulation,
      lab: text.homeTabsInterdisciplinaryCardsLab,
    }),
  },
];
