/**
 * One row of `npm run content:check`. Every module in scripts/operator/checks/*.ts (other than this one)
 * exports `run(): Promise<CheckRow[]>`; content-check.ts imports and runs them all.
 *
 * Status:
 * - `real`: a real file or a real value is in place.
 * - `external`: points to another site (an https URL); not checked offline.
 * - `sample`: a stand-in (generated sample PDF, example contact details). Fine for development and
 *   previews; `content:check --strict` (production deploys) fails while any remains.
 * - `ok`: a check passed that has no real/sample distinction.
 * - `fail`: something is broken (a missing file, an invalid value): content:check always fails.
 */
export type CheckStatus = 'real' | 'external' | 'sample' | 'ok' | 'fail';

export interface CheckRow {
  /** Area or collection: "books", "site". */
  group: string;
  /** What was checked: an entry's id and title, or a setting's name. */
  item: string;
  status: CheckStatus;
  /** File path, URL, or the reason for the status. */
  detail: string;
  /** Size in bytes, for files. */
  bytes?: number;
}

/** The contract of a check module. */
export interface CheckModule {
  run(): Promise<CheckRow[]>;
}
