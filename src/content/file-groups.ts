import type { Book, Paper } from './schema';

/**
 * The groups a sentence names downloadable files by ("sample S1, S3 and TVET papers"): a book's
 * grade, a paper's class, and one group for all the RTB (TVET) classes, whose names are too long to
 * list. The build counts each collection's files per group (src/lib/file-offer.ts, written to
 * src/content/generated/file-offers.json); pages name the groups in the visitor's language.
 * No data here, so a page can import the group names without the collections.
 */

/** The one group all RTB papers count in; the home page names it with its `tvetClasses` string. */
export const TVET_GROUP = 'TVET';

export const paperGroup = (paper: Pick<Paper, 'board' | 'level'>): string => (paper.board === 'RTB' ? TVET_GROUP : paper.level);

export const bookGroup = (book: Pick<Book, 'grade'>): string => book.grade;
