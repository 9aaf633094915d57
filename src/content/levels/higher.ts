import type { Level } from '../schema';
import * as text from '@/content/generated/text/levels/higher';

/**
 * /academic-levels/higher: universities, polytechnics and degrees.
 * Text: src/locales/<lang>/content/levels/higher.po(t).
 */
export const higher: Level = {
  id: 'higher',
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
      id: 'institution-types',
      heading: text.sectionsInstitutionTypesHeading,
      cards: [
        {
          id: 'public-university',
          title: text.sectionsInstitutionTypesCardsPublicUniversityTitle,
          text: text.sectionsInstitutionTypesCardsPublicUniversityText,
        },
        {
          id: 'polytechnic',
          title: text.sectionsInstitutionTypesCardsPolytechnicTitle,
          text: text.sectionsInstitutionTypesCardsPolytechnicText,
        },
        {
          id: 'private-universities',
          title: text.sectionsInstitutionTypesCardsPrivateUniversitiesTitle,
          text: text.sectionsInstitutionTypesCardsPrivateUniversitiesText,
        },
        {
          id: 'specialised-institutions',
          title: text.sectionsInstitutionTypesCardsSpecialisedInstitutionsTitle,
          text: text.sectionsInstitutionTypesCardsSpecialisedInstitutionsText,
        },
      ],
    },
    {
      kind: 'stages',
      id: 'degree-programmes',
      heading: text.sectionsDegreeProgrammesHeading,
      intro: text.sectionsDegreeProgrammesIntro,
      stages: [
        {
          id: 'bachelor',
          title: text.sectionsDegreeProgrammesStagesBachelorTitle,
          duration: { min: 3, max: 4, unit: 'years' },
          text: text.sectionsDegreeProgrammesStagesBachelorText,
        },
        {
          id: 'master',
          title: text.sectionsDegreeProgrammesStagesMasterTitle,
          duration: { min: 1, max: 2, unit: 'years' },
          text: text.sectionsDegreeProgrammesStagesMasterText,
        },
        {
          id: 'phd',
          title: text.sectionsDegreeProgrammesStagesPhdTitle,
          duration: { min: 3, max: 5, unit: 'years' },
          text: text.sectionsDegreeProgrammesStagesPhdText,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'study-areas',
      heading: text.sectionsStudyAreasHeading,
      cards: [
        {
          id: 'science-technology',
          title: text.sectionsStudyAreasCardsScienceTechnologyTitle,
          text: text.sectionsStudyAreasCardsScienceTechnologyText,
        },
        {
          id: 'medicine-health',
          title: text.sectionsStudyAreasCardsMedicineHealthTitle,
          text: text.sectionsStudyAreasCardsMedicineHealthText,
        },
        {
          id: 'business-economics',
          title: text.sectionsStudyAreasCardsBusinessEconomicsTitle,
          text: text.sectionsStudyAreasCardsBusinessEconomicsText,
        },
        {
          id: 'education',
          title: text.sectionsStudyAreasCardsEducationTitle,
          text: text.sectionsStudyAreasCardsEducationText,
        },
        {
          id: 'agriculture-environment',
          title: text.sectionsStudyAreasCardsAgricultureEnvironmentTitle,
          text: text.sectionsStudyAreasCardsAgricultureEnvironmentText,
        },
        {
          id: 'humanities-law',
          title: text.sectionsStudyAreasCardsHumanitiesLawTitle,
          text: text.sectionsStudyAreasCardsHumanitiesLawText,
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
      kind: 'resources',
      id: 'resources',
      heading: text.sectionsResourcesHeading,
      resources: [
        {
          id: 'academic-materials',
          icon: 'book',
          title: text.sectionsResourcesResourcesAcademicMaterialsTitle,
          text: text.sectionsResourcesResourcesAcademicMaterialsText,
          whileSamples: {
            files: 'books',
            text: text.sectionsResourcesResourcesAcademicMaterialsWhileSamplesText,
          },
          action: text.sectionsResourcesResourcesAcademicMaterialsAction,
          to: '/books',
        },
        {
          id: 'research-guides',
          icon: 'compass',
          title: text.sectionsResourcesResourcesResearchGuidesTitle,
          text: text.sectionsResourcesResourcesResearchGuidesText,
          action: text.sectionsResourcesResourcesResearchGuidesAction,
          to: '/coming-soon',
        },
        {
          id: 'scholarships',
          icon: 'users',
          title: text.sectionsResourcesResourcesScholarshipsTitle,
          text: text.sectionsResourcesResourcesScholarshipsText,
          action: text.sectionsResourcesResourcesScholarshipsAction,
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'cards',
      id: 'career-outcomes',
      heading: text.sectionsCareerOutcomesHeading,
      intro: text.sectionsCareerOutcomesIntro,
      cards: [
        {
          id: 'professions',
          title: text.sectionsCareerOutcomesCardsProfessionsTitle,
          text: text.sectionsCareerOutcomesCardsProfessionsText,
        },
        {
          id: 'public-private',
          title: text.sectionsCareerOutcomesCardsPublicPrivateTitle,
          text: text.sectionsCareerOutcomesCardsPublicPrivateText,
        },
        {
          id: 'research-enterprise',
          title: text.sectionsCareerOutcomesCardsResearchEnterpriseTitle,
          text: text.sectionsCareerOutcomesCardsResearchEnterpriseText,
        },
      ],
    },
    {
      kind: 'related',
      id: 'related',
      heading: text.sectionsRelatedHeading,
      levels: ['primary', 'olevel', 'alevel', 'tvet', 'professional'],
    },
  ],
};
