import type { Book } from './schema';
import { books } from './books';
import { descriptions as fr } from './book-descriptions/fr';
import { descriptions as rw } from './book-descriptions/rw';

/** Every book with its description in all three languages: for tests and build scripts, not pages. */
export const allBooks: Book[] = books.map((book) => ({
  ...book,
  description: { en: book.description, fr: fr[book.id] ?? '', rw: rw[book.id] ?? '' },
}));
