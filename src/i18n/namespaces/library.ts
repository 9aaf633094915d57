import { namespaceHandle } from '../index';
import type { library as strings } from '../strings/library';

/** The handle of src/i18n/strings/library.ts: its strings load one language at a time. */
export const library = namespaceHandle<typeof strings>('library', (lang) => import(`../../content/generated/i18n/library.${lang}.json`));
