import type { Level } from '../schema';
import * as text from '@/content/generated/text/levels/professional';

/**
 * /academic-levels/professional: learning through a working life.
 * Text: src/locales/<lang>/content/levels/professional.po(t).
 */
export const professional: Level = {
  id: 'professional',
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
      id: 'categories',
      heading: text.sectionsCategoriesHeading,
      cards: [
        {
          id: 'finance-accounting',
          title: text.sectionsCategoriesCardsFinanceAccountingTitle,
          text: text.sectionsCategoriesCardsFinanceAccountingText,
        },
        {
          id: 'information-technology',
          title: text.sectionsCategoriesCardsInformationTechnologyTitle,
          text: text.sectionsCategoriesCardsInformationTechnologyText,
        },
        {
          id: 'teaching',
          title: text.sectionsCategoriesCardsTeachingTitle,
          text: text.sectionsCategoriesCardsTeachingText,
        },
        {
          id: 'management-leadership',
          title: text.sectionsCategoriesCardsManagementLeadershipTitle,
          text: text.sectionsCategoriesCardsManagementLeadershipText,
        },
        {
          id: 'health-law',
          title: text.sectionsCategoriesCardsHealthLawTitle,
          text: text.sectionsCategoriesCardsHealthLawText,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'learning-formats',
      heading: text.sectionsLearningFormatsHeading,
      cards: [
        {
          id: 'short-courses',
          title: text.sectionsLearningFormatsCardsShortCoursesTitle,
          text: text.sectionsLearningFormatsCardsShortCoursesText,
        },
        {
          id: 'online',
          title: text.sectionsLearningFormatsCardsOnlineTitle,
          text: text.sectionsLearningFormatsCardsOnlineText,
        },
        {
          id: 'blended',
          title: text.sectionsLearningFormatsCardsBlendedTitle,
          text: text.sectionsLearningFormatsCardsBlendedText,
        },
        {
          id: 'on-the-job',
          title: text.sectionsLearningFormatsCardsOnTheJobTitle,
          text: text.sectionsLearningFormatsCardsOnTheJobText,
        },
      ],
    },
    {
      kind: 'cards',
      id: 'certifications',
      heading: text.sectionsCertificationsHeading,
      intro: text.sectionsCertificationsIntro,
      cards: [
        {
          id: 'professional-body',
          title: text.sectionsCertificationsCardsProfessionalBodyTitle,
          text: text.sectionsCertificationsCardsProfessionalBodyText,
        },
        {
          id: 'industry',
          title: text.sectionsCertificationsCardsIndustryTitle,
          text: text.sectionsCertificationsCardsIndustryText,
        },
        {
          id: 'postgraduate',
          title: text.sectionsCertificationsCardsPostgraduateTitle,
          text: text.sectionsCertificationsCardsPostgraduateText,
        },
      ],
    },
    {
      kind: 'resources',
      id: 'resources',
      heading: text.sectionsResourcesHeading,
      resources: [
        {
          id: 'course-directory',
          icon: 'compass',
          title: text.sectionsResourcesResourcesCourseDirectoryTitle,
          text: text.sectionsResourcesResourcesCourseDirectoryText,
          action: text.sectionsResourcesResourcesCourseDirectoryAction,
          to: '/coming-soon',
        },
        {
          id: 'exam-preparation',
          icon: 'paper',
          title: text.sectionsResourcesResourcesExamPreparationTitle,
          text: text.sectionsResourcesResourcesExamPreparationText,
          action: text.sectionsResourcesResourcesExamPreparationAction,
          to: '/coming-soon',
        },
        {
          id: 'mentoring',
          icon: 'users',
          title: text.sectionsResourcesResourcesMentoringTitle,
          text: text.sectionsResourcesResourcesMentoringText,
          action: text.sectionsResourcesResourcesMentoringAction,
          to: '/coming-soon',
        },
      ],
    },
    {
      kind: 'list',
      id: 'benefits',
      heading: text.sectionsBenefitsHeading,
      items: text.sectionsBenefitsItems,
    },
    {
      kind: 'related',
      id: 'related',
      heading: text.sectionsRelatedHeading,
      levels: ['primary', 'olevel', 'alevel', 'tvet', 'higher'],
    },
  ],
};
