import { namespaceHandle, type StringsOf } from '../index';
import type { stemPages as strings } from '../strings/stem-pages';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/stemPages.*.json');

/** The handle of src/i18n/strings/stem-pages.ts: its strings load one language at a time. */
export const stemPages = namespaceHandle<typeof strings>('stemPages', (lang) => files[`../../content/generated/i18n/stemPages.${lang}.json`]!());
