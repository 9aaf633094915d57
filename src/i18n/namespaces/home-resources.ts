import { namespaceHandle, type StringsOf } from '../index';
import type { homeResources as strings } from '../strings/home-resources';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/homeResources.*.json');

/** The handle of src/i18n/strings/home-resources.ts: its strings load one language at a time. */
export const homeResources = namespaceHandle<typeof strings>('homeResources', (lang) => files[`../../content/generated/i18n/homeResources.${lang}.json`]!());
