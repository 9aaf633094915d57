import { namespaceHandle, type StringsOf } from '../index';
import type { periodicDetails as strings } from '../strings/periodic-details';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/periodicDetails.*.json');

/** The handle of src/i18n/strings/periodic-details.ts: its strings load one language at a time. */
export const periodicDetails = namespaceHandle<typeof strings>('periodicDetails', (lang) =>
  files[`../../content/generated/i18n/periodicDetails.${lang}.json`]!(),
);
