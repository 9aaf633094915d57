import { namespaceHandle, type StringsOf } from '../index';
import type { roadmap as strings } from '../strings/roadmap';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/roadmap.*.json');

/** The handle of src/i18n/strings/roadmap.ts: its strings load one language at a time. */
export const roadmap = namespaceHandle<typeof strings>('roadmap', (lang) => files[`../../content/generated/i18n/roadmap.${lang}.json`]!());
