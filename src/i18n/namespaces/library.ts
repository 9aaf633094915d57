import { namespaceHandle, type StringsOf } from '../index';
import type { library as strings } from '../strings/library';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/library.*.json');

/** The handle of src/i18n/strings/library.ts: its strings load one language at a time. */
export const library = namespaceHandle<typeof strings>('library', (lang) => files[`../../content/generated/i18n/library.${lang}.json`]!());
