import { namespaceHandle, type StringsOf } from '../index';
import type { elementPage as strings } from '../strings/element-page';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/elementPage.*.json');

/** The handle of src/i18n/strings/element-page.ts: its strings load one language at a time. */
export const elementPage = namespaceHandle<typeof strings>('elementPage', (lang) => files[`../../content/generated/i18n/elementPage.${lang}.json`]!());
