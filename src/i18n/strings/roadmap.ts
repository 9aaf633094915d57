import en from '@/content/generated/i18n/roadmap.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/roadmap.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/roadmap.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/roadmap.po(t), compiled by `npm run i18n:compile`. */
export const roadmap = defineNamespace('roadmap', en, { fr, rw });
