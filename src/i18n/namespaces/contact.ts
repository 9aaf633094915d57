import { namespaceHandle } from '../index';
import type { contact as strings } from '../strings/contact';

/** The handle of src/i18n/strings/contact.ts: its strings load one language at a time. */
export const contact = namespaceHandle<typeof strings>('contact', (lang) => import(`../../content/generated/i18n/contact.${lang}.json`));
