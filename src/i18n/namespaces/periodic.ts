import { namespaceHandle } from '../index';
import type { periodic as strings } from '../strings/periodic';

/** The handle of src/i18n/strings/periodic.ts: its strings load one language at a time. */
export const periodic = namespaceHandle<typeof strings>('periodic', (lang) => import(`../../content/generated/i18n/periodic.${lang}.json`));
