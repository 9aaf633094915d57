import en from '@/content/generated/i18n/periodicDetails.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/periodicDetails.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/periodicDetails.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/periodicDetails.po(t), compiled by `npm run i18n:compile`. */
export const periodicDetails = defineNamespace('periodicDetails', en, { fr, rw });
