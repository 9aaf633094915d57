import { namespaceHandle, type StringsOf } from '../index';
import type { saveOffline as strings } from '../strings/save-offline';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/saveOffline.*.json');

/** The handle of src/i18n/strings/save-offline.ts: its strings load one language at a time. */
export const saveOffline = namespaceHandle<typeof strings>('saveOffline', (lang) => files[`../../content/generated/i18n/saveOffline.${lang}.json`]!());
