import { useMemo } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { BlogLibrary } from '@/components/BlogLibrary';
import type { BlogCardPost } from '@/components/BlogCard';
import { useQueryParams } from '@/hooks/useQueryParams';
import { readLibraryState, writeLibraryState } from '@/lib/url-state';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { posts } from '@/content/posts';
import { ROUTE_PATHS } from '@/lib/links';

/** /blog: our posts, newest first, searchable by title, summary or author (?q=). */
export default function BlogPage() {
  const { t: tc } = useT();
  const { t, lang } = useT(library);
  const [params, setParams] = useQueryParams();
  const { q } = readLibraryState(params);
  const cards = useMemo<BlogCardPost[]>(
    () =>
      [...posts]
        .sort((a, b) => b.date.localeCompare(a.date))
        .map((post) => ({
          slug: post.slug,
          title: post.title[lang],
          summary: post.summary[lang],
          date: post.date,
          author: post.author,
          image: { src: post.image.src, alt: post.image.alt[lang] },
        })),
    [lang],
  );
  return (
    <>
      <PageHeader
        title={tc('routes.blog.title')}
        description={t('blog.intro')}
        breadcrumbs={[{ label: tc('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: tc('routes.blog.title') }]}
      />
      <div className="container-page py-8">
        <BlogLibrary posts={cards} query={q} onQueryChange={(next) => setParams((current) => writeLibraryState(current, { q: next }))} />
      </div>
    </>
  );
}
