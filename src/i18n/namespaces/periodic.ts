import { namespaceHandle, type StringsOf } from '../index';
import type { periodic as strings } from '../strings/periodic';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/periodic.*.json');

/** The handle of src/i18n/strings/periodic.ts: its strings load one language at a time. */
export const periodic = namespaceHandle<typeof strings>('periodic', (lang) => files[`../../content/generated/i18n/periodic.${lang}.json`]!());
