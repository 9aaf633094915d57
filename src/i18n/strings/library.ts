import en from '@/content/generated/i18n/library.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/library.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/library.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/library.po(t), compiled by `npm run i18n:compile`. */
export const library = defineNamespace('library', en, { fr, rw });
