import { papersHref } from '@/lib/paper-url-state';
import type { Level } from '../schema';
import * as text from '@/content/generated/text/levels/olevel';

/**
 * /academic-levels/olevel: S1–S3, lower secondary.
 * Text: src/locales/<lang>/content/levels/olevel.po(t).
 */
export const olevel: Level = {
  id: 'olevel',
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
      id: 'subject-groups',
      heading: text.sectionsSubjectGroupsHeading,
      intro: text.sectionsSubjectGroupsIntro,
      cards: [
        {
          id: 'core-academic',
          title: text.sectionsSubjectGroupsCardsCoreAcademicTitle,
          text: text.sectionsSubjectGroupsCardsCoreAcademicText,
          lists: [
            {
              label: text.sectionsSubjectGroupsCardsCoreAcademicLists0Label,
              items: text.sectionsSubjectGroupsCardsCoreAcademicLists0Items,
            },
          ],
        },
        {
          id: 'sciences',
          title: text.sectionsSubjectGroupsCardsSciencesTitle,
          text: text.sectionsSubjectGroupsCardsSciencesText,
          lists: [
            {
              label: text.sectionsSubjectGroupsCardsSciencesLists0Label,
              items: text.sectionsSubjectGroupsCardsSciencesLists0Items,
            },
          ],
        },
        {
          id: 'social-sciences',
          title: text.sectionsSubjectGroupsCardsSocialSciencesTitle,
          text: text.sectionsSubjectGroupsCardsSocialSciencesText,
          lists: [
            {
              label: text.sectionsSubjectGroupsCardsSocialSciencesLists0Label,
              items: text.sectionsSubjectGroupsCardsSocialSciencesLists0Items,
            },
          ],
        },
        {
          id: 'technology-skills',
          title: text.sectionsSubjectGroupsCardsTechnologySkillsTitle,
          text: text.sectionsSubjectGroupsCardsTechnologySkillsText,
          lists: [
            {
              label: text.sectionsSubjectGroupsCardsTechnologySkillsLists0Label,
              items: text.sectionsSubjectGroupsCardsTechnologySkillsLists0Items,
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
          id: 's1',
          code: 'S1',
          title: text.sectionsGradesStagesS1Title,
          text: text.sectionsGradesStagesS1Text,
        },
        {
          id: 's2',
          code: 'S2',
          title: text.sectionsGradesStagesS2Title,
          text: text.sectionsGradesStagesS2Text,
        },
        {
          id: 's3',
          code: 'S3',
          title: text.sectionsGradesStagesS3Title,
          text: text.sectionsGradesStagesS3Text,
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
          id: 'standardized',
          title: text.sectionsAssessmentCardsStandardizedTitle,
          text: text.sectionsAssessmentCardsStandardizedText,
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
          // The link says S3: it opens the papers filtered to S3 (WCAG 2.4.4).
          to: papersHref({ board: 'reb', level: 'O Level', class: 'S3' }),
        },
        {
          id: 'study-guides',
          icon: 'compass',
          title: text.sectionsResourcesResourcesStudyGuidesTitle,
          text: text.sectionsResourcesResourcesStudyGuidesText,
          action: text.sectionsResourcesResourcesStudyGuidesAction,
          to: '/coming-soon',
        },
        {
          id: 'digital-resources',
          icon: 'download',
          title: text.sectionsResourcesResourcesDigitalResourcesTitle,
          text: text.sectionsResourcesResourcesDigitalResourcesText,
          action: text.sectionsResourcesResourcesDigitalResourcesAction,
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'career-pathways',
      heading: text.sectionsCareerPathwaysHeading,
      intro: text.sectionsCareerPathwaysIntro,
      cards: [
        {
          id: 'academic',
          title: text.sectionsCareerPathwaysCardsAcademicTitle,
          text: text.sectionsCareerPathwaysCardsAcademicText,
        },
        {
          id: 'technical',
          title: text.sectionsCareerPathwaysCardsTechnicalTitle,
          text: text.sectionsCareerPathwaysCardsTechnicalText,
        },
        {
          id: 'employment',
          title: text.sectionsCareerPathwaysCardsEmploymentTitle,
          text: text.sectionsCareerPathwaysCardsEmploymentText,
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: text.sectionsRelatedHeading,
      levels: ['primary', 'alevel', 'tvet', 'higher', 'professional'],
    },
  ],
};
