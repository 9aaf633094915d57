import { namespaceHandle } from '../index';
import type { papers as strings } from '../strings/papers';

/** The handle of src/i18n/strings/papers.ts: its strings load one language at a time. */
export const papers = namespaceHandle<typeof strings>('papers', (lang) => import(`../../content/generated/i18n/papers.${lang}.json`));
