import { use, useMemo } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { ResourceLibrary } from '@/components/ResourceLibrary';
import type { ResourceItem } from '@/components/ResourceCard';
import { useQueryParams } from '@/hooks/useQueryParams';
import { readLibraryState, writeLibraryState } from '@/lib/url-state';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { books, loadBookDescriptions } from '@/content/books';
import { bookSubjectTone } from '@/content/library-view';
import { fileSize, isSampleFile } from '@/content/file-sizes';
import { ROUTE_PATHS } from '@/lib/links';

/** /books: REB O-Level textbooks, searchable and paged, with the state in the URL (?q=&page=). */
export default function BooksPage() {
  const { t: tc } = useT();
  const { t, lang } = useT(library);
  const [params, setParams] = useQueryParams();
  const state = readLibraryState(params);
  // French and Kinyarwanda descriptions are their own chunk, which the route's prepare has loaded.
  const descriptions = lang === 'en' ? undefined : use(loadBookDescriptions(lang));
  const items = useMemo<ResourceItem[]>(
    () =>
      books.map((book) => ({
        id: String(book.id),
        title: book.title,
        author: book.author,
        subjectLabel: t(`subjects.${book.subject}`),
        tone: bookSubjectTone[book.subject],
        motif: book.cover,
        levelLabel: `${t(`levels.${book.level}`)} · ${t(`grades.${book.grade}`)}`,
        description: descriptions?.[book.id] ?? book.description,
        file: book.file,
        sizeBytes: fileSize(book.file),
        isSample: isSampleFile(book.file),
      })),
    [t, descriptions],
  );
  return (
    <>
      <PageHeader
        title={tc('routes.books.title')}
        description={t('books.intro')}
        breadcrumbs={[{ label: tc('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: tc('routes.books.title') }]}
      />
      <div className="container-page py-8">
        <ResourceLibrary
          kind="books"
          items={items}
          query={state.q}
          page={state.page}
          onStateChange={(next, options) => setParams((current) => writeLibraryState(current, next), options)}
        />
      </div>
    </>
  );
}
