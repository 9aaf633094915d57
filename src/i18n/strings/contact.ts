import en from '@/content/generated/i18n/contact.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/contact.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/contact.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/** Text: src/locales/<lang>/ui/contact.po(t), compiled by `npm run i18n:compile`. */
export const contact = defineNamespace('contact', en, { fr, rw });
