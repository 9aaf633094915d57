import { namespaceHandle } from '../index';
import type { termsPage as strings } from '../strings/terms-page';

/** The handle of src/i18n/strings/terms-page.ts: its strings load one language at a time. */
export const termsPage = namespaceHandle<typeof strings>('termsPage', (lang) => import(`../../content/generated/i18n/termsPage.${lang}.json`));
