import type { PartnershipContent } from './schema';
import * as text from '@/content/generated/text/partnership';

/**
 * The Partnership page. `partners` lists the organisations whose openly shared materials the site
 * is built on (simulations, textbooks, exam papers, roadmaps), by name only: no logos, no claim of
 * endorsement. Add a signed partner here when an agreement exists.
 * Text: src/locales/<lang>/content/partnership.po(t).
 */
export const partnership: PartnershipContent = {
  intro: text.intro,
  types: [
    {
      id: 'schools',
      icon: 'home',
      title: text.typesSchoolsTitle,
      description: text.typesSchoolsDescription,
    },
    {
      id: 'content',
      icon: 'book',
      title: text.typesContentTitle,
      description: text.typesContentDescription,
    },
    {
      id: 'community',
      icon: 'users',
      title: text.typesCommunityTitle,
      description: text.typesCommunityDescription,
    },
    {
      id: 'technology',
      icon: 'share',
      title: text.typesTechnologyTitle,
      description: text.typesTechnologyDescription,
    },
  ],
  reasons: [
    {
      id: 'reach',
      title: text.reasonsReachTitle,
      description: text.reasonsReachDescription,
    },
    {
      id: 'trust',
      title: text.reasonsTrustTitle,
      description: text.reasonsTrustDescription,
    },
    {
      id: 'languages',
      title: text.reasonsLanguagesTitle,
      description: text.reasonsLanguagesDescription,
    },
    {
      id: 'reporting',
      title: text.reasonsReportingTitle,
      description: text.reasonsReportingDescription,
    },
  ],
  steps: [
    {
      id: 'contact',
      title: text.stepsContactTitle,
      description: text.stepsContactDescription,
    },
    {
      id: 'conversation',
      title: text.stepsConversationTitle,
      description: text.stepsConversationDescription,
    },
    {
      id: 'plan',
      title: text.stepsPlanTitle,
      description: text.stepsPlanDescription,
    },
    {
      id: 'launch',
      title: text.stepsLaunchTitle,
      description: text.stepsLaunchDescription,
    },
  ],
  partnersIntro: text.partnersIntro,
  partners: [
    {
      id: 'phet',
      name: text.partnersPhetName,
    },
    {
      id: 'reb',
      name: text.partnersRebName,
    },
    {
      id: 'rtb',
      name: text.partnersRtbName,
    },
    { id: 'roadmap-sh', name: text.partnersRoadmapShName },
  ],
  cta: {
    title: text.ctaTitle,
    text: text.ctaText,
    action: {
      to: '/contact',
      label: text.ctaActionLabel,
    },
  },
};
