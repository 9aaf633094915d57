import { namespaceHandle } from '../index';
import type { roadmap as strings } from '../strings/roadmap';

/** The handle of src/i18n/strings/roadmap.ts: its strings load one language at a time. */
export const roadmap = namespaceHandle<typeof strings>('roadmap', (lang) => import(`../../content/generated/i18n/roadmap.${lang}.json`));
