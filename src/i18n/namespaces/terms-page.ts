import { namespaceHandle, type StringsOf } from '../index';
import type { termsPage as strings } from '../strings/terms-page';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/termsPage.*.json');

/** The handle of src/i18n/strings/terms-page.ts: its strings load one language at a time. */
export const termsPage = namespaceHandle<typeof strings>('termsPage', (lang) => files[`../../content/generated/i18n/termsPage.${lang}.json`]!());
