import { namespaceHandle } from '../index';
import type { periodicDetails as strings } from '../strings/periodic-details';

/** The handle of src/i18n/strings/periodic-details.ts: its strings load one language at a time. */
export const periodicDetails = namespaceHandle<typeof strings>('periodicDetails', (lang) => import(`../../content/generated/i18n/periodicDetails.${lang}.json`));
