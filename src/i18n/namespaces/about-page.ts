import { namespaceHandle } from '../index';
import type { aboutPage as strings } from '../strings/about-page';

/** The handle of src/i18n/strings/about-page.ts: its strings load one language at a time. */
export const aboutPage = namespaceHandle<typeof strings>('aboutPage', (lang) => import(`../../content/generated/i18n/aboutPage.${lang}.json`));
