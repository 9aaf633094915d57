import { namespaceHandle, type StringsOf } from '../index';
import type { contact as strings } from '../strings/contact';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/contact.*.json');

/** The handle of src/i18n/strings/contact.ts: its strings load one language at a time. */
export const contact = namespaceHandle<typeof strings>('contact', (lang) => files[`../../content/generated/i18n/contact.${lang}.json`]!());
