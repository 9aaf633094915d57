import en from '@/content/generated/i18n/common.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/common.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/common.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * The site's frame and shared parts, on every page.
 * Text: src/locales/<lang>/ui/common.po(t), compiled by `npm run i18n:compile`.
 */
export const common = defineNamespace('common', en, { fr, rw });
