import { namespaceHandle, type StringsOf } from '../index';
import type { papers as strings } from '../strings/papers';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/papers.*.json');

/** The handle of src/i18n/strings/papers.ts: its strings load one language at a time. */
export const papers = namespaceHandle<typeof strings>('papers', (lang) => files[`../../content/generated/i18n/papers.${lang}.json`]!());
