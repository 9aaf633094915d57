import en from '@/content/generated/i18n/elementPage.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/elementPage.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/elementPage.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/elementPage.po(t), compiled by `npm run i18n:compile`. */
export const elementPage = defineNamespace('elementPage', en, { fr, rw });
