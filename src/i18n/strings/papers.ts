import en from '@/content/generated/i18n/papers.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/papers.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/papers.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/papers.po(t), compiled by `npm run i18n:compile`. */
export const papers = defineNamespace('papers', en, { fr, rw });
