import { namespaceHandle, type StringsOf } from '../index';
import type { home as strings } from '../strings/home';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/home.*.json');

/** The handle of src/i18n/strings/home.ts: its strings load one language at a time. */
export const home = namespaceHandle<typeof strings>('home', (lang) => files[`../../content/generated/i18n/home.${lang}.json`]!());
