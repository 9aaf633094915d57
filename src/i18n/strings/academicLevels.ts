import en from '@/content/generated/i18n/academicLevels.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/academicLevels.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/academicLevels.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/academicLevels.po(t), compiled by `npm run i18n:compile`. */
export const academicLevels = defineNamespace('academicLevels', en, { fr, rw });
