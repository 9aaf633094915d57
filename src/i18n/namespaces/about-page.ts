import { namespaceHandle, type StringsOf } from '../index';
import type { aboutPage as strings } from '../strings/about-page';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/aboutPage.*.json');

/** The handle of src/i18n/strings/about-page.ts: its strings load one language at a time. */
export const aboutPage = namespaceHandle<typeof strings>('aboutPage', (lang) => files[`../../content/generated/i18n/aboutPage.${lang}.json`]!());
