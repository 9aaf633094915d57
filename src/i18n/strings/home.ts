import en from '@/content/generated/i18n/home.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/home.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/home.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/home.po(t), compiled by `npm run i18n:compile`. */
export const home = defineNamespace('home', en, { fr, rw });
