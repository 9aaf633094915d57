import en from '@/content/generated/i18n/savedBooks.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/savedBooks.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/savedBooks.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * What saving a book says on its card once used (progress, saved, Remove, no room, errors; loaded
 * with the control's code), and the saved books on the offline page.
 * Text: src/locales/<lang>/ui/savedBooks.po(t), compiled by `npm run i18n:compile`.
 */
export const savedBooks = defineNamespace('savedBooks', en, { fr, rw });
