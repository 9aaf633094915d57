import type { TermsContent } from './schema';
import * as text from '@/content/generated/text/terms';

/**
 * The Terms and Conditions. `lastUpdated` is the date these terms last changed: change it only
 * when the text changes (the page shows it, formatted in the visitor's language).
 * Section 13 (contact) is followed on the page by the email and phone from the site config.
 * Text: src/locales/<lang>/content/terms.po(t).
 */
export const terms: TermsContent = {
  lastUpdated: '2026-11-21',
  intro: text.intro,
  sections: [
    {
      id: 'acceptance',
      title: text.sectionsAcceptanceTitle,
      paragraphs: text.sectionsAcceptanceParagraphs,
    },
    {
      id: 'service',
      title: text.sectionsServiceTitle,
      paragraphs: text.sectionsServiceParagraphs,
    },
    {
      id: 'eligibility',
      title: text.sectionsEligibilityTitle,
      paragraphs: text.sectionsEligibilityParagraphs,
    },
    {
      id: 'acceptableUse',
      title: text.sectionsAcceptableUseTitle,
      paragraphs: text.sectionsAcceptableUseParagraphs,
      items: text.sectionsAcceptableUseItems,
    },
    {
      id: 'intellectualProperty',
      title: text.sectionsIntellectualPropertyTitle,
      paragraphs: text.sectionsIntellectualPropertyParagraphs,
    },
    {
      id: 'privacy',
      title: text.sectionsPrivacyTitle,
      paragraphs: text.sectionsPrivacyParagraphs,
    },
    {
      id: 'disclaimers',
      title: text.sectionsDisclaimersTitle,
      paragraphs: text.sectionsDisclaimersParagraphs,
    },
    {
      id: 'liability',
      title: text.sectionsLiabilityTitle,
      paragraphs: text.sectionsLiabilityParagraphs,
    },
    {
      id: 'educationalUse',
      title: text.sectionsEducationalUseTitle,
      paragraphs: text.sectionsEducationalUseParagraphs,
    },
    {
      id: 'termination',
      title: text.sectionsTerminationTitle,
      paragraphs: text.sectionsTerminationParagraphs,
    },
    {
      id: 'changes',
      title: text.sectionsChangesTitle,
      paragraphs: text.sectionsChangesParagraphs,
    },
    {
      id: 'governingLaw',
      title: text.sectionsGoverningLawTitle,
      paragraphs: text.sectionsGoverningLawParagraphs,
    },
    {
      id: 'contact',
      title: text.sectionsContactTitle,
      paragraphs: text.sectionsContactParagraphs,
    },
    {
      id: 'severability',
      title: text.sectionsSeverabilityTitle,
      paragraphs: text.sectionsSeverabilityParagraphs,
    },
  ],
};
