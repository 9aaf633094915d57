import en from '@/content/generated/i18n/homeResources.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/homeResources.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/homeResources.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * The home page's tabbed resource area.
 * Text: src/locales/<lang>/ui/homeResources.po(t), compiled by `npm run i18n:compile`.
 */
export const homeResources = defineNamespace('homeResources', en, { fr, rw });
