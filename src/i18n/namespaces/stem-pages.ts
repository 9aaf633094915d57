import { namespaceHandle } from '../index';
import type { stemPages as strings } from '../strings/stem-pages';

/** The handle of src/i18n/strings/stem-pages.ts: its strings load one language at a time. */
export const stemPages = namespaceHandle<typeof strings>('stemPages', (lang) => import(`../../content/generated/i18n/stemPages.${lang}.json`));
