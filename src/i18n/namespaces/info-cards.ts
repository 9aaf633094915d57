import { namespaceHandle } from '../index';
import type { infoCards as strings } from '../strings/info-cards';

/** The handle of src/i18n/strings/info-cards.ts: its strings load one language at a time. */
export const infoCards = namespaceHandle<typeof strings>('infoCards', (lang) => import(`../../content/generated/i18n/infoCards.${lang}.json`));
