import { namespaceHandle, type StringsOf } from '../index';
import type { saveBook as strings } from '../strings/save-book';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/saveBook.*.json');

/** The handle of src/i18n/strings/save-book.ts: its strings load one language at a time. */
export const saveBook = namespaceHandle<typeof strings>('saveBook', (lang) => files[`../../content/generated/i18n/saveBook.${lang}.json`]!());
