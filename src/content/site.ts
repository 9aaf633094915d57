import type { SiteConfig } from './schema';
import { applyContactOverrides, type ContactOverrides } from '@/lib/contact-overrides';

// Set by the build (scripts/vite/contact-env.ts) from the VITE_* variables, already validated;
// undefined when this file runs outside Vite (build scripts apply the variables themselves).
declare const __CONTACT_OVERRIDES__: ContactOverrides | undefined;

/**
 * The site's own details. Edit before deploying: the email, phone and WhatsApp number
 * below are example values (example.org, and a number no one answers), and the form URLs are unset.
 * Deployments can override them with VITE_* environment variables without touching this file (see README).
 */
export const site: SiteConfig = applyContactOverrides<SiteConfig>(
  {
    name: 'Ubumenyi',
    url: 'https://ubumenyi.example.org',
    email: 'hello@example.org',
    phone: '+250 700 000 000',
    whatsappNumber: '250700000000',
    supportHours: { days: 'Monday-Friday', opens: '08:00', closes: '17:00', timeZone: 'America/New_York' },
    social: [
      { network: 'github', url: 'https://github.com/ubumenyi' },
      { network: 'linkedin', url: 'https://www.linkedin.com/company/ubumenyi' },
    ],
    team: [
      {
        name: 'Aline Uwase',
        role: 'founder',
        social: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/aline-uwase-ubumenyi' }],
      },
      {
        name: 'Jean Claude Niyonzima',
        role: 'content',
        social: [{ network: 'linkedin', url: 'https://www.linkedin.com/in/jean-claude-niyonzima-ubumenyi' }],
      },
      {
        name: 'Eric Habimana',
        role: 'engineering',
        social: [
          { network: 'github', url: 'https://github.com/eric-habimana-ubumenyi' },
          { network: 'linkedin', url: 'https://www.linkedin.com/in/eric-habimana-ubumenyi' },
        ],
      },
    ],
    forms: {},
    since: 2025,
  },
  typeof __CONTACT_OVERRIDES__ === 'undefined' ? undefined : __CONTACT_OVERRIDES__,
);
