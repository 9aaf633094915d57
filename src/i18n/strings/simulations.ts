import en from '@/content/generated/i18n/simulations.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/simulations.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/simulations.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/simulations.po(t), compiled by `npm run i18n:compile`. */
export const simulations = defineNamespace('simulations', en, { fr, rw });
