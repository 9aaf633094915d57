import en from '@/content/generated/i18n/aboutPage.en.json' with { type: 'json' };
import fr from '@/content/generated/i18n/aboutPage.fr.json' with { type: 'json' };
import rw from '@/content/generated/i18n/aboutPage.rw.json' with { type: 'json' };
import { defineNamespace } from '../define';

/**
 * The About page: section headings, the team and statistics labels.
 * Text: src/locales/<lang>/ui/aboutPage.po(t), compiled by `npm run i18n:compile`.
 */
export const aboutPage = defineNamespace('aboutPage', en, { fr, rw });
