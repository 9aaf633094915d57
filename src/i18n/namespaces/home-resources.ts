import { namespaceHandle } from '../index';
import type { homeResources as strings } from '../strings/home-resources';

/** The handle of src/i18n/strings/home-resources.ts: its strings load one language at a time. */
export const homeResources = namespaceHandle<typeof strings>('homeResources', (lang) => import(`../../content/generated/i18n/homeResources.${lang}.json`));
