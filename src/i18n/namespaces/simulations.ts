import { namespaceHandle, type StringsOf } from '../index';
import type { simulations as strings } from '../strings/simulations';

const files = import.meta.glob<{ default: StringsOf<typeof strings> }>('../../content/generated/i18n/simulations.*.json');

/** The handle of src/i18n/strings/simulations.ts: its strings load one language at a time. */
export const simulations = namespaceHandle<typeof strings>('simulations', (lang) => files[`../../content/generated/i18n/simulations.${lang}.json`]!());
