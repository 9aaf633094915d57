import { namespaceHandle } from '../index';
import type { simulations as strings } from '../strings/simulations';

/** The handle of src/i18n/strings/simulations.ts: its strings load one language at a time. */
export const simulations = namespaceHandle<typeof strings>('simulations', (lang) => import(`../../content/generated/i18n/simulations.${lang}.json`));
