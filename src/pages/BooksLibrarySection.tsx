import { use, useMemo } from 'react';
import { ResourceLibrary } from '@/components/ResourceLibrary';
import type { ResourceItem } from '@/components/ResourceCard';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { loadLocalized } from '@/content/localized';
import { bookSubjectTone } from '@/content/library-view';
import { documentFacts, fileSize, isSampleFile } from '@/content/file-sizes';
import { browserBookShelf } from '@/app/saved-books';
import type { LibraryStateProps } from './LibraryPage';

/** The books' library (its own chunk, with the books in the page's language: see BooksPage). */
export default function BooksLibrarySection(props: LibraryStateProps) {
  const { t, lang } = useT(library);
  // In the page's language only; loaded when the section comes to life (or is prerendered).
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
        ...documentFacts(book.file),
      })),
    [t, books],
  );
  return <ResourceLibrary kind="books" items={items} shelf={browserBookShelf} {...props} />;
}
