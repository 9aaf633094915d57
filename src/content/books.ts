import type { Book } from './schema';
import records from './generated/records/books.json' with { type: 'json' };

/** A book without its description, which is prose: books-all.ts adds it in every language. */
export type BookEntry = Omit<Book, 'description'>;

/**
 * The library's books: one record per book in ./records/books/<name>.json, which an operator adds or
 * edits (docs/operators.md); `npm run content:generate` checks each against the schema
 * (scripts/build/lib/records.ts) and writes this collection. Titles are written as the publisher prints
 * them; descriptions are ours, in the catalogues (src/locales/<lang>/content/books.po), keyed by the
 * name of the book's file (`s1-mathematics-student-book.description`). Until the real PDF is in the
 * documents folder, the build generates a one-page sample that says so (`npm run content:check`
 * lists which files are still samples).
 */
export const books: BookEntry[] = records as BookEntry[];
