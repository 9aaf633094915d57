/**
 * The line `npm run approve` (scripts/measure/approve.ts) reads from the story tests' output, one per
 * journey and language whose phrases changed: `SPOKEN-APPROVE {"title", "journey", "lang", "phrases"}`.
 */
export const APPROVE_MARK = 'SPOKEN-APPROVE ';
