import { namespaceHandle, type StringsOf } from '../index';
import type { infoCards as strings } from '../strings/info-cards';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/infoCards.*.json');

/** The handle of src/i18n/strings/info-cards.ts: its strings load one language at a time. */
export const infoCards = namespaceHandle<typeof strings>('infoCards', (lang) => files[`../../content/generated/i18n/infoCards.${lang}.json`]!());
