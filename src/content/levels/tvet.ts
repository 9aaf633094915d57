import type { Level } from '../schema';
import * as text from '@/content/generated/text/levels/tvet';

/**
 * /academic-levels/tvet: technical and vocational education and training.
 * Text: src/locales/<lang>/content/levels/tvet.po(t).
 */
export const tvet: Level = {
  id: 'tvet',
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
      id: 'programme-categories',
      heading: text.sectionsProgrammeCategoriesHeading,
      intro: text.sectionsProgrammeCategoriesIntro,
      cards: [
        {
          id: 'ict',
          title: text.sectionsProgrammeCategoriesCardsIctTitle,
          lists: [
            {
              label: text.areas,
              items: text.sectionsProgrammeCategoriesCardsIctLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsProgrammeCategoriesCardsIctLists1Items,
            },
          ],
        },
        {
          id: 'engineering-construction',
          title: text.sectionsProgrammeCategoriesCardsEngineeringConstructionTitle,
          lists: [
            {
              label: text.areas,
              items: text.sectionsProgrammeCategoriesCardsEngineeringConstructionLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsProgrammeCategoriesCardsEngineeringConstructionLists1Items,
            },
          ],
        },
        {
          id: 'business-management',
          title: text.sectionsProgrammeCategoriesCardsBusinessManagementTitle,
          lists: [
            {
              label: text.areas,
              items: text.sectionsProgrammeCategoriesCardsBusinessManagementLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsProgrammeCategoriesCardsBusinessManagementLists1Items,
            },
          ],
        },
        {
          id: 'tourism-hospitality',
          title: text.sectionsProgrammeCategoriesCardsTourismHospitalityTitle,
          lists: [
            {
              label: text.areas,
              items: text.sectionsProgrammeCategoriesCardsTourismHospitalityLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsProgrammeCategoriesCardsTourismHospitalityLists1Items,
            },
          ],
        },
        {
          id: 'agriculture-food-processing',
          title: text.sectionsProgrammeCategoriesCardsAgricultureFoodProcessingTitle,
          lists: [
            {
              label: text.areas,
              items: text.sectionsProgrammeCategoriesCardsAgricultureFoodProcessingLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsProgrammeCategoriesCardsAgricultureFoodProcessingLists1Items,
            },
          ],
        },
        {
          id: 'health-social-services',
          title: text.sectionsProgrammeCategoriesCardsHealthSocialServicesTitle,
          lists: [
            {
              label: text.areas,
              items: text.sectionsProgrammeCategoriesCardsHealthSocialServicesLists0Items,
            },
            {
              label: text.careers,
              items: text.sectionsProgrammeCategoriesCardsHealthSocialServicesLists1Items,
            },
          ],
        },
      ],
    },
    {
      kind: 'stages',
      id: 'training-levels',
      heading: text.sectionsTrainingLevelsHeading,
      intro: text.sectionsTrainingLevelsIntro,
      stages: [
        {
          id: 'certificate',
          title: text.sectionsTrainingLevelsStagesCertificateTitle,
          duration: { min: 6, max: 12, unit: 'months' },
          text: text.sectionsTrainingLevelsStagesCertificateText,
        },
        {
          id: 'diploma',
          title: text.sectionsTrainingLevelsStagesDiplomaTitle,
          duration: { min: 1, max: 2, unit: 'years' },
          text: text.sectionsTrainingLevelsStagesDiplomaText,
        },
        {
          id: 'advanced-diploma',
          title: text.sectionsTrainingLevelsStagesAdvancedDiplomaTitle,
          duration: { min: 2, max: 3, unit: 'years' },
          text: text.sectionsTrainingLevelsStagesAdvancedDiplomaText,
        },
      ],
    },
    {
      kind: 'list',
      id: 'learning-approach',
      heading: text.sectionsLearningApproachHeading,
      intro: text.sectionsLearningApproachIntro,
      items: text.sectionsLearningApproachItems,
    },
    {
      kind: 'cards',
      id: 'assessment',
      heading: text.sectionsAssessmentHeading,
      cards: [
        {
          id: 'practical',
          title: text.sectionsAssessmentCardsPracticalTitle,
          text: text.sectionsAssessmentCardsPracticalText,
        },
        {
          id: 'portfolio',
          title: text.sectionsAssessmentCardsPortfolioTitle,
          text: text.sectionsAssessmentCardsPortfolioText,
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
          id: 'training-materials',
          icon: 'book',
          title: text.sectionsResourcesResourcesTrainingMaterialsTitle,
          text: text.sectionsResourcesResourcesTrainingMaterialsText,
          whileSamples: {
            files: 'books',
            text: text.sectionsResourcesResourcesTrainingMaterialsWhileSamplesText,
          },
          action: text.sectionsResourcesResourcesTrainingMaterialsAction,
          to: '/books',
        },
        {
          id: 'skills-videos',
          icon: 'flask',
          title: text.sectionsResourcesResourcesSkillsVideosTitle,
          text: text.sectionsResourcesResourcesSkillsVideosText,
          action: text.sectionsResourcesResourcesSkillsVideosAction,
          to: '/coming-soon',
        },
        {
          id: 'internships',
          icon: 'users',
          title: text.sectionsResourcesResourcesInternshipsTitle,
          text: text.sectionsResourcesResourcesInternshipsText,
          action: text.sectionsResourcesResourcesInternshipsAction,
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
          id: 'skilled-employment',
          title: text.sectionsCareerPathwaysCardsSkilledEmploymentTitle,
          text: text.sectionsCareerPathwaysCardsSkilledEmploymentText,
        },
        {
          id: 'own-business',
          title: text.sectionsCareerPathwaysCardsOwnBusinessTitle,
          text: text.sectionsCareerPathwaysCardsOwnBusinessText,
        },
        {
          id: 'further-study',
          title: text.sectionsCareerPathwaysCardsFurtherStudyTitle,
          text: text.sectionsCareerPathwaysCardsFurtherStudyText,
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: text.sectionsRelatedHeading,
      levels: ['primary', 'olevel', 'alevel', 'higher', 'professional'],
    },
  ],
};
