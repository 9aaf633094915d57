import type { AboutContent } from './schema';
import * as text from '@/content/generated/text/about';

/**
 * The About page's prose. The team itself (names, roles, social links) lives in the site config
 * (src/content/site.ts); `roles` says what each role means.
 * The statistics are the figures the product owner gave for the About page.
 * Text: src/locales/<lang>/content/about.po(t).
 */
export const about: AboutContent = {
  story: text.story,
  mission: text.mission,
  vision: text.vision,
  roles: {
    founder: {
      title: text.rolesFounderTitle,
      focus: text.rolesFounderFocus,
    },
    content: {
      title: text.rolesContentTitle,
      focus: text.rolesContentFocus,
    },
    engineering: {
      title: text.rolesEngineeringTitle,
      focus: text.rolesEngineeringFocus,
    },
  },
  stats: [
    {
      id: 'resources',
      value: 50,
      unit: 'plus',
      label: text.statsResourcesLabel,
    },
    {
      id: 'monthlyUsers',
      value: 500,
      unit: 'none',
      label: text.statsMonthlyUsersLabel,
    },
    {
      id: 'countries',
      value: 10,
      unit: 'plus',
      label: text.statsCountriesLabel,
    },
    {
      id: 'satisfaction',
      value: 90,
      unit: 'percent',
      label: text.statsSatisfactionLabel,
    },
  ],
  cta: {
    title: text.ctaTitle,
    text: text.ctaText,
    actions: [
      { to: '/join-team', label: text.ctaActions0Label },
      { to: '/partnership', label: text.ctaActions1Label },
    ],
  },
};
