import en from '@/content/generated/i18n/periodic.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/periodic.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/periodic.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/periodic.po(t), compiled by `npm run i18n:compile`. */
export const periodic = defineNamespace('periodic', en, { fr, rw });
