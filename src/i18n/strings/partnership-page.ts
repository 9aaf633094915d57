import en from '@/content/generated/i18n/partnershipPage.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/partnershipPage.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/partnershipPage.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * The Partnership page's section headings.
 * Text: src/locales/<lang>/ui/partnershipPage.po(t), compiled by `npm run i18n:compile`.
 */
export const partnershipPage = defineNamespace('partnershipPage', en, { fr, rw });
