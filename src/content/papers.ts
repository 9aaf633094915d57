import type { Paper } from './schema';
import records from './generated/records/papers.json' with { type: 'json' };

/**
 * The past papers on /papers: one record per paper in ./records/papers/<name>.json, which an operator
 * adds or edits (docs/operators.md); `npm run content:generate` checks each against the schema and
 * the filters' options (scripts/build/lib/records.ts) and writes this collection. Titles are the documents'
 * own (the papers are set in English); `level` is the class, `subject` a subject or module that class
 * offers in ./paper-options.ts. A file not yet in the documents folder gets a labelled sample PDF.
 */
export const papers: Paper[] = records as Paper[];
