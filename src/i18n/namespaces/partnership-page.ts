import { namespaceHandle, type StringsOf } from '../index';
import type { partnershipPage as strings } from '../strings/partnership-page';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/partnershipPage.*.json');

/** The handle of src/i18n/strings/partnership-page.ts: its strings load one language at a time. */
export const partnershipPage = namespaceHandle<typeof strings>('partnershipPage', (lang) =>
  files[`../../content/generated/i18n/partnershipPage.${lang}.json`]!(),
);
