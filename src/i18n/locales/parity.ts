import type en from './en.json';
import type fr from './fr.json';
import type rw from './rw.json';
import type { Matches, SameKeys } from '../define';

/**
 * The common strings in French and Kinyarwanda have exactly the English keys: a key missing from
 * (or left over in) fr.json or rw.json fails `npm run typecheck`, and the error names it.
 * tests/unit/i18n-parity.test.ts checks the same at run time.
 */
export type FrenchMatchesEnglish = Matches<SameKeys<typeof en, typeof fr>>;

/** See FrenchMatchesEnglish. */
export type KinyarwandaMatchesEnglish = Matches<SameKeys<typeof en, typeof rw>>;
