import { useEffect, useMemo, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { ResourceLibrary } from '@/components/ResourceLibrary';
import type { ResourceItem } from '@/components/ResourceCard';
import { useQueryParams } from '@/hooks/useQueryParams';
import { readLibraryState, writeLibraryState } from '@/lib/url-state';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { books, loadBookDescriptions, loadedBookDescriptions } from '@/content/books';
import type { Lang } from '@/lib/langs';
import { bookSubjectTone } from '@/content/library-view';
import { fileSize, isSampleFile } from '@/content/file-sizes';
import { ROUTE_PATHS } from '@/lib/links';

/**
 * The descriptions in the interface language: English is bundled with the page; French and
 * Kinyarwanda load when needed (a third of the page's bytes each). Until then English shows.
 */
function useDescriptions(lang: Lang): Record<number, string> | undefined {
  // Prerendered and hydrated with them (the route's prepare loads them first), so no English flashes.
  const [loaded, setLoaded] = useState<{ lang: Lang; descriptions: Record<number, string> } | undefined>(() => {
    const descriptions = loadedBookDescriptions(lang);
    return descriptions ? { lang, descriptions } : undefined;
  });
  useEffect(() => {
    if (lang === 'en') return;
    let current = true;
    loadBookDescriptions(lang).then(
      // The same object when already loaded: no second render.
      (descriptions) => current && setLoaded((prev) => (prev?.descriptions === descriptions ? prev : { lang, descriptions })),
      // Offline or a failed chunk: the English descriptions stay.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return loaded?.lang === lang ? loaded.descriptions : undefined;
}

/** /books: REB O-Level textbooks, searchable and paged, with the state in the URL (?q=&page=). */
export default function BooksPage() {
  const { t: tc } = useT();
  const { t, lang } = useT(library);
  const [params, setParams] = useQueryParams();
  const state = readLibraryState(params);
  const descriptions = useDescriptions(lang);
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
