import en from '@/content/generated/i18n/periodic.en.json';
import fr from '@/content/generated/i18n/periodic.fr.json';
import rw from '@/content/generated/i18n/periodic.rw.json';
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/periodic.po(t), compiled by `npm run i18n:compile`. */
export const periodic = defineNamespace('periodic', en, { fr, rw });
