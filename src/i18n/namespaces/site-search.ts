import { namespaceHandle, type StringsOf } from '../index';
import type { siteSearch as strings } from '../strings/site-search';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/siteSearch.*.json');

/** The handle of src/i18n/strings/site-search.ts: its strings load one language at a time. */
export const siteSearch = namespaceHandle<typeof strings>('siteSearch', (lang) => files[`../../content/generated/i18n/siteSearch.${lang}.json`]!());
