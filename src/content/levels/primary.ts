import type { Level } from '../schema';
import * as text from '@/content/generated/text/levels/primary';

/**
 * /academic-levels/primary: P1–P6.
 * Text: src/locales/<lang>/content/levels/primary.po(t).
 */
export const primary: Level = {
  id: 'primary',
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
      id: 'curriculum',
      heading: text.sectionsCurriculumHeading,
      intro: text.sectionsCurriculumIntro,
      cards: [
        {
          id: 'core-subjects',
          title: text.sectionsCurriculumCardsCoreSubjectsTitle,
          text: text.sectionsCurriculumCardsCoreSubjectsText,
          lists: [
            {
              label: text.sectionsCurriculumCardsCoreSubjectsLists0Label,
              items: text.sectionsCurriculumCardsCoreSubjectsLists0Items,
            },
          ],
        },
        {
          id: 'social-sciences',
          title: text.sectionsCurriculumCardsSocialSciencesTitle,
          text: text.sectionsCurriculumCardsSocialSciencesText,
          lists: [
            {
              label: text.sectionsCurriculumCardsSocialSciencesLists0Label,
              items: text.sectionsCurriculumCardsSocialSciencesLists0Items,
            },
          ],
        },
        {
          id: 'sciences-technology',
          title: text.sectionsCurriculumCardsSciencesTechnologyTitle,
          text: text.sectionsCurriculumCardsSciencesTechnologyText,
          lists: [
            {
              label: text.sectionsCurriculumCardsSciencesTechnologyLists0Label,
              items: text.sectionsCurriculumCardsSciencesTechnologyLists0Items,
            },
          ],
        },
        {
          id: 'creative-physical',
          title: text.sectionsCurriculumCardsCreativePhysicalTitle,
          text: text.sectionsCurriculumCardsCreativePhysicalText,
          lists: [
            {
              label: text.sectionsCurriculumCardsCreativePhysicalLists0Label,
              items: text.sectionsCurriculumCardsCreativePhysicalLists0Items,
            },
          ],
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
          id: 'end-of-term',
          title: text.sectionsAssessmentCardsEndOfTermTitle,
          text: text.sectionsAssessmentCardsEndOfTermText,
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
          to: '/papers',
        },
        {
          id: 'reading-books',
          icon: 'book',
          title: text.sectionsResourcesResourcesReadingBooksTitle,
          text: text.sectionsResourcesResourcesReadingBooksText,
          action: text.sectionsResourcesResourcesReadingBooksAction,
          to: '/coming-soon',
        },
        {
          id: 'practice-activities',
          icon: 'flask',
          title: text.sectionsResourcesResourcesPracticeActivitiesTitle,
          text: text.sectionsResourcesResourcesPracticeActivitiesText,
          action: text.sectionsResourcesResourcesPracticeActivitiesAction,
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'prose',
      id: 'transition',
      heading: text.sectionsTransitionHeading,
      paragraphs: text.sectionsTransitionParagraphs,
    },
    {
      kind: 'related',
      id: 'related',
      heading: text.sectionsRelatedHeading,
      intro: text.sectionsRelatedIntro,
      levels: ['olevel', 'alevel', 'tvet'],
    },
  ],
};
