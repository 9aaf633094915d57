import en from '@/content/generated/i18n/roadmap.en.json';
import fr from '@/content/generated/i18n/roadmap.fr.json';
import rw from '@/content/generated/i18n/roadmap.rw.json';
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/roadmap.po(t), compiled by `npm run i18n:compile`. */
export const roadmap = defineNamespace('roadmap', en, { fr, rw });
