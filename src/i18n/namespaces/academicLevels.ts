import { namespaceHandle } from '../index';
import type { academicLevels as strings } from '../strings/academicLevels';

/** The handle of src/i18n/strings/academicLevels.ts: its strings load one language at a time. */
export const academicLevels = namespaceHandle<typeof strings>('academicLevels', (lang) => import(`../../content/generated/i18n/academicLevels.${lang}.json`));
