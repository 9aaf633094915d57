import { namespaceHandle } from '../index';
import type { elementPage as strings } from '../strings/element-page';

/** The handle of src/i18n/strings/element-page.ts: its strings load one language at a time. */
export const elementPage = namespaceHandle<typeof strings>('elementPage', (lang) => import(`../../content/generated/i18n/elementPage.${lang}.json`));
