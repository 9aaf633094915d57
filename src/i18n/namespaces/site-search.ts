import { namespaceHandle } from '../index';
import type { siteSearch as strings } from '../strings/site-search';

/** The handle of src/i18n/strings/site-search.ts: its strings load one language at a time. */
export const siteSearch = namespaceHandle<typeof strings>('siteSearch', (lang) => import(`../../content/generated/i18n/siteSearch.${lang}.json`));
