import { namespaceHandle, type StringsOf } from '../index';
import type { library as strings } from '../strings/library';

// One chunk per language, listed at build time: a path built at run time would put Rolldown's
// helper for it on every page.
const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/library.*.json');

/** The handle of src/i18n/strings/library.ts: its strings load one language at a time. */
export const library = namespaceHandle<typeof strings>('library', (lang) => files[`../../content/generated/i18n/library.${lang}.json`]!());
