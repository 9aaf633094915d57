import { namespaceHandle } from '../index';
import type { partnershipPage as strings } from '../strings/partnership-page';

/** The handle of src/i18n/strings/partnership-page.ts: its strings load one language at a time. */
export const partnershipPage = namespaceHandle<typeof strings>('partnershipPage', (lang) => import(`../../content/generated/i18n/partnershipPage.${lang}.json`));
