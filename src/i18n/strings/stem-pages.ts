import en from '@/content/generated/i18n/stemPages.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/stemPages.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/stemPages.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * The four STEM overview pages: the subject navigation and section headings.
 * Text: src/locales/<lang>/ui/stemPages.po(t), compiled by `npm run i18n:compile`.
 */
export const stemPages = defineNamespace('stemPages', en, { fr, rw });
