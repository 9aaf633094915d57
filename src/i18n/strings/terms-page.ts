import en from '@/content/generated/i18n/termsPage.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/termsPage.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/termsPage.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * The Terms and Conditions page.
 * Text: src/locales/<lang>/ui/termsPage.po(t), compiled by `npm run i18n:compile`.
 */
export const termsPage = defineNamespace('termsPage', en, { fr, rw });
