import en from '@/content/generated/i18n/saveOffline.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/saveOffline.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/saveOffline.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * "Save the whole site for offline use" on the offline page.
 * Text: src/locales/<lang>/ui/saveOffline.po(t), compiled by `npm run i18n:compile`.
 */
export const saveOffline = defineNamespace('saveOffline', en, { fr, rw });
