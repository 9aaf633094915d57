import { namespaceHandle } from '../index';
import type { home as strings } from '../strings/home';

/** The handle of src/i18n/strings/home.ts: its strings load one language at a time. */
export const home = namespaceHandle<typeof strings>('home', (lang) => import(`../../content/generated/i18n/home.${lang}.json`));
