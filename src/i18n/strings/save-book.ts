import en from '@/content/generated/i18n/saveBook.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/saveBook.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/saveBook.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * "Save for offline use · 12 MB" on a book's or a past paper's card: the button's words alone, on
 * every library page (what the control says once used is src/i18n/strings/saved-books.ts).
 * Text: src/locales/<lang>/ui/saveBook.po(t), compiled by `npm run i18n:compile`.
 */
export const saveBook = defineNamespace('saveBook', en, { fr, rw });
