import en from '@/content/generated/i18n/siteSearch.en.json';
import fr from '@/content/generated/i18n/siteSearch.fr.json';
import rw from '@/content/generated/i18n/siteSearch.rw.json';
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/siteSearch.po(t), compiled by `npm run i18n:compile`. */
export const siteSearch = defineNamespace('siteSearch', en, { fr, rw });
