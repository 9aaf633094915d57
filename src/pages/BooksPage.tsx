import { island } from '@/app/alive/island';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { fileOffers } from '@/content/file-offers';
import { LibraryPage, type LibraryStateProps } from './LibraryPage';

// The list, its search and its pages stay the prerendered HTML until the learner reaches for them,
// or the warm-up makes them live (see island): then their code and the books in the page's
// language load (./BooksLibrarySection).
const BooksLibrary = island<LibraryStateProps>('books-library', () => import('./BooksLibrarySection'));

/**
 * /books: REB O-Level textbooks, searchable and paged, with the state in the URL (?q=&page=). The
 * intro says whether the files are samples or real from the files themselves (src/content/file-offers.ts).
 */
export default function BooksPage() {
  const { t, lang } = useT(library);
  const offer = fileOffers.books;
  return <LibraryPage kind="books" library={BooksLibrary} intro={t(`books.intro.${offer.status}`, offer.text[lang])} />;
}
