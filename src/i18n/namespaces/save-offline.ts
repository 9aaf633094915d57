import { namespaceHandle } from '../index';
import type { saveOffline as strings } from '../strings/save-offline';

/** The handle of src/i18n/strings/save-offline.ts: its strings load one language at a time. */
export const saveOffline = namespaceHandle<typeof strings>('saveOffline', (lang) => import(`../../content/generated/i18n/saveOffline.${lang}.json`));
