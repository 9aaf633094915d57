import { namespaceHandle, type StringsOf } from '../index';
import type { savedBooks as strings } from '../strings/saved-books';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/savedBooks.*.json');

/** The handle of src/i18n/strings/saved-books.ts: its strings load one language at a time. */
export const savedBooks = namespaceHandle<typeof strings>('savedBooks', (lang) => files[`../../content/generated/i18n/savedBooks.${lang}.json`]!());
