import { papersHref } from '@/lib/paper-url-state';
import type { Level } from '../schema';
import * as text from '@/content/generated/text/levels/alevel';

/**
 * /academic-levels/alevel: S4–S6, upper secondary.
 * Text: src/locales/<lang>/content/levels/alevel.po(t).
 */
export const alevel: Level = {
  id: 'alevel',
  title: text.title,
  description: text.description,
  sections: [
    {
      kind: 'prose',
      id: 'overview',
      heading: text.sectionsOverviewHeading,
      paragraphs: text.sectionsOverviewParagraphs,
    },
    {
      kind: 'cards',
      id: 'combinations',
      heading: text.sectionsCombinationsHeading,
      intro: text.sectionsCombinationsIntro,
      cards: [
        {
          id: 'mathematics-sciences',
          title: text.sectionsCombinationsCardsMathematicsSciencesTitle,
          text: text.sectionsCombinationsCardsMathematicsSciencesText,
          lists: [
            {
              label: text.examples,
              items: text.sectionsCombinationsCardsMathematicsSciencesLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsCombinationsCardsMathematicsSciencesLists1Items,
            },
          ],
        },
        {
          id: 'economics-social-sciences',
          title: text.sectionsCombinationsCardsEconomicsSocialSciencesTitle,
          text: text.sectionsCombinationsCardsEconomicsSocialSciencesText,
          lists: [
            {
              label: text.examples,
              items: text.sectionsCombinationsCardsEconomicsSocialSciencesLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsCombinationsCardsEconomicsSocialSciencesLists1Items,
            },
          ],
        },
        {
          id: 'languages-humanities',
          title: text.sectionsCombinationsCardsLanguagesHumanitiesTitle,
          text: text.sectionsCombinationsCardsLanguagesHumanitiesText,
          lists: [
            {
              label: text.examples,
              items: text.sectionsCombinationsCardsLanguagesHumanitiesLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsCombinationsCardsLanguagesHumanitiesLists1Items,
            },
          ],
        },
        {
          id: 'computer-science-technology',
          title: text.sectionsCombinationsCardsComputerScienceTechnologyTitle,
          text: text.sectionsCombinationsCardsComputerScienceTechnologyText,
          lists: [
            {
              label: text.examples,
              items: text.sectionsCombinationsCardsComputerScienceTechnologyLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsCombinationsCardsComputerScienceTechnologyLists1Items,
            },
          ],
        },
      ],
    },
    {
      kind: 'stages',
      id: 'grades',
      heading: text.sectionsGradesHeading,
      stages: [
        {
          id: 's4',
          code: 'S4',
          title: text.sectionsGradesStagesS4Title,
          text: text.sectionsGradesStagesS4Text,
        },
        {
          id: 's5',
          code: 'S5',
          title: text.sectionsGradesStagesS5Title,
          text: text.sectionsGradesStagesS5Text,
        },
        {
          id: 's6',
          code: 'S6',
          title: text.sectionsGradesStagesS6Title,
          text: text.sectionsGradesStagesS6Text,
        },
      ],
    },
    {
      kind: 'list',
      id: 'objectives',
      heading: text.sectionsObjectivesHeading,
      intro: text.sectionsObjectivesIntro,
      items: text.sectionsObjectivesItems,
    },
    {
      kind: 'cards',
      id: 'assessment',
      heading: text.sectionsAssessmentHeading,
      cards: [
        {
          id: 'continuous',
          title: text.sectionsAssessmentCardsContinuousTitle,
          text: text.sectionsAssessmentCardsContinuousText,
        },
        {
          id: 'national',
          title: text.sectionsAssessmentCardsNationalTitle,
          text: text.sectionsAssessmentCardsNationalText,
        },
      ],
    },
    {
      kind: 'resources',
      id: 'resources',
      heading: text.sectionsResourcesHeading,
      resources: [
        {
          id: 'textbooks',
          icon: 'book',
          title: text.sectionsResourcesResourcesTextbooksTitle,
          text: text.sectionsResourcesResourcesTextbooksText,
          whileSamples: {
            files: 'books',
            text: text.sectionsResourcesResourcesTextbooksWhileSamplesText,
          },
          action: text.sectionsResourcesResourcesTextbooksAction,
          to: '/books',
        },
        {
          id: 'past-papers',
          icon: 'paper',
          title: text.sectionsResourcesResourcesPastPapersTitle,
          text: text.sectionsResourcesResourcesPastPapersText,
          whileSamples: {
            files: 'papers',
            text: text.sectionsResourcesResourcesPastPapersWhileSamplesText,
          },
          action: text.sectionsResourcesResourcesPastPapersAction,
          // The link says A-Level: it opens the papers filtered to A-Level (WCAG 2.4.4).
          to: papersHref({ board: 'reb', level: 'A Level' }),
        },
        {
          id: 'combination-guides',
          icon: 'compass',
          title: text.sectionsResourcesResourcesCombinationGuidesTitle,
          text: text.sectionsResourcesResourcesCombinationGuidesText,
          action: text.sectionsResourcesResourcesCombinationGuidesAction,
          to: '/coming-soon',
        },
        {
          id: 'application-help',
          icon: 'users',
          title: text.sectionsResourcesResourcesApplicationHelpTitle,
          text: text.sectionsResourcesResourcesApplicationHelpText,
          action: text.sectionsResourcesResourcesApplicationHelpAction,
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'list',
      id: 'university-preparation',
      heading: text.sectionsUniversityPreparationHeading,
      intro: text.sectionsUniversityPreparationIntro,
      items: text.sectionsUniversityPreparationItems,
    },
    {
      kind: 'cards',
      id: 'career-pathways',
      heading: text.sectionsCareerPathwaysHeading,
      intro: text.sectionsCareerPathwaysIntro,
      cards: [
        {
          id: 'university',
          title: text.sectionsCareerPathwaysCardsUniversityTitle,
          text: text.sectionsCareerPathwaysCardsUniversityText,
        },
        {
          id: 'polytechnic',
          title: text.sectionsCareerPathwaysCardsPolytechnicTitle,
          text: text.sectionsCareerPathwaysCardsPolytechnicText,
        },
        {
          id: 'work-enterprise',
          title: text.sectionsCareerPathwaysCardsWorkEnterpriseTitle,
          text: text.sectionsCareerPathwaysCardsWorkEnterpriseText,
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: text.sectionsRelatedHeading,
      levels: ['primary', 'olevel', 'tvet', 'higher', 'professional'],
    },
  ],
};
