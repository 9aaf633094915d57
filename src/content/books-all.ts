import type { Book } from './schema';
import { books, type BookEntry } from './books';
import en from './generated/text/books.en.json' with { type: 'json' };
import fr from './generated/text/books.fr.json' with { type: 'json' };
import rw from './generated/text/books.rw.json' with { type: 'json' };

/** One language's book texts as compiled from its catalogue (src/locales/<lang>/content/books.po). */
type CompiledBookTexts = Record<string, { description: string }>;

/** A book's key in the catalogue: the name of its file (`/books/s1-mathematics-student-book.pdf` → `s1-mathematics-student-book`). */
export function bookSlug(book: Pick<BookEntry, 'file'>): string {
  return book.file.replace(/^.*\//, '').replace(/\.pdf$/, '');
}

function description(texts: CompiledBookTexts, book: BookEntry): string {
  const text = texts[bookSlug(book)];
  if (!text) throw new Error(`No description for ${bookSlug(book)} in content/books`);
  return text.description;
}

/** Every book with its description in all three languages: for tests and build scripts, not pages. */
export const allBooks: Book[] = books.map((book) => ({
  ...book,
  description: { en: description(en, book), fr: description(fr, book), rw: description(rw, book) },
}));
