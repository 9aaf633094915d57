import en from '@/content/generated/i18n/siteSearch.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/siteSearch.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/siteSearch.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/siteSearch.po(t), compiled by `npm run i18n:compile`. */
export const siteSearch = defineNamespace('siteSearch', en, { fr, rw });
