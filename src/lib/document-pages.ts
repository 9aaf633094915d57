import type { Lang } from './langs';
import { formatPageRuns, type PageRun } from './pdf-facts';

/** A run as a list writes it: "7", or "3–5" (an en dash between the first and the last). */
const runText = ({ from, to }: PageRun): string => (from === to ? String(from) : `${from}–${to}`);

/** How many pages a list of runs names: 3–5 and 7 are four. */
export function pagesIn(runs: readonly PageRun[]): number {
  return runs.reduce((count, { from, to }) => count + to - from + 1, 0);
}

/**
 * The pages of a document result as its line says them, in the page's language, for the
 * catalogue's sentence around them: with nothing more, the runs as a sentence lists them ("7 and
 * 19", "3–5, 7 et 19", "3–5 na 7"; `count` says whether "page" or "pages"); with `more` pages
 * not listed, the runs with commas only, since the sentence ends "and 12 more" itself
 * ("3–5, 7, 19 and 12 more"). Page numbers are written plainly, without a thousands separator,
 * as a book prints them.
 */
export function documentPagesText(runs: readonly PageRun[], more: number, lang: Lang): { pages: string; count: number; more: number } {
  const extra = Math.max(0, Math.floor(more));
  return {
    pages: extra > 0 ? runs.map(runText).join(', ') : formatPageRuns(runs, lang),
    count: pagesIn(runs),
    more: extra,
  };
}
