import en from '@/content/generated/i18n/infoCards.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/infoCards.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/infoCards.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * Strings of the resource cards shared by the home page's tabs and the STEM overview pages.
 * Text: src/locales/<lang>/ui/infoCards.po(t), compiled by `npm run i18n:compile`.
 */
export const infoCards = defineNamespace('infoCards', en, { fr, rw });
