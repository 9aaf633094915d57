import { namespaceHandle, type StringsOf } from '../index';
import type { academicLevels as strings } from '../strings/academicLevels';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/academicLevels.*.json');

/** The handle of src/i18n/strings/academicLevels.ts: its strings load one language at a time. */
export const academicLevels = namespaceHandle<typeof strings>('academicLevels', (lang) => files[`../../content/generated/i18n/academicLevels.${lang}.json`]!());
