import { use, useMemo } from 'react';
import type { ResourceItem } from '@/components/ResourceCard';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { loadLocalized } from '@/content/localized';
import { bookSubjectTone } from '@/content/library-view';
import { fileSize, isSampleFile } from '@/content/file-sizes';
import { fileOffers } from '@/content/file-offers';
import { LibraryPage } from './LibraryPage';

/**
 * /books: REB O-Level textbooks, searchable and paged, with the state in the URL (?q=&page=). The
 * intro says whether the files are samples or real from the files themselves (src/content/file-offers.ts).
 */
export default function BooksPage() {
  const { t, lang } = useT(library);
  // The books in the page's language, which the route's prepare has loaded.
  const books = use(loadLocalized('books', lang));
  const items = useMemo<ResourceItem[]>(
    () =>
      books.map((book) => ({
        id: String(book.id),
        title: book.title,
        titleLang: book.titleLang,
        author: book.author,
        authorLang: book.authorLang,
        subjectLabel: t(`subjects.${book.subject}`),
        tone: bookSubjectTone[book.subject],
        motif: book.cover,
        levelLabel: `${t(`levels.${book.level}`)} · ${t(`grades.${book.grade}`)}`,
        description: book.description,
        file: book.file,
        sizeBytes: fileSize(book.file),
        isSample: isSampleFile(book.file),
      })),
    [t, books],
  );
  const offer = fileOffers.books;
  return <LibraryPage kind="books" items={items} intro={t(`books.intro.${offer.status}`, offer.text[lang])} />;
}
