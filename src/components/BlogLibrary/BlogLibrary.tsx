import { useId } from 'react';
import { plainText } from '@/lib/lang-parts';
import { cn } from '@/lib/cn';
import { searchItems } from '@/lib/search';
import { MAX_QUERY_LENGTH } from '@/lib/url-state';
import { useSearchText } from '@/hooks/useSearchText';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { SearchField } from '@/components/SearchField';
import { EmptyState } from '@/components/EmptyState';
import { LiveRegion } from '@/components/LiveRegion';
import { Button } from '@/components/Button';
import { BlogCard, type BlogCardPost } from '@/components/BlogCard';

export interface BlogLibraryProps {
  /** Every post, newest first, in the visitor's language. */
  posts: BlogCardPost[];
  /** Search text, usually from the URL (`?q=`). */
  query: string;
  /** Called with the new search text. */
  onQueryChange: (query: string) => void;
  className?: string;
}

/** Fields a blog search looks in: title, summary and author (as shown: marks of language of parts left out). */
const searchFields = (post: BlogCardPost) => [plainText(post.title), plainText(post.summary), post.author];

/**
 * The blog's list of posts with a search box (case- and accent-insensitive, over title,
 * summary and author). The count is announced politely when it changes; with no match it says
 * "No blog posts found." and offers to clear the search.
 */
export function BlogLibrary({ posts, query, onQueryChange, className }: BlogLibraryProps) {
  const { t, tn } = useT(library);
  const [text, setText] = useSearchText(query);
  const searchId = useId();
  const found = searchItems(posts, text, searchFields);
  const foundText = tn('blog.found', found.length);

  const search = (next: string) => {
    setText(next);
    onQueryChange(next);
  };

  return (
    <div data-slot="blog-library" className={cn('flex flex-col gap-6', className)}>
      <search className="max-w-xl">
        <SearchField id={searchId} label={t('blog.searchLabel')} hint={t('blog.searchHint')} value={text} onValueChange={search} maxLength={MAX_QUERY_LENGTH} />
      </search>
      <p className="text-lg font-semibold" data-testid="found-count">
        {foundText}
      </p>
      <LiveRegion message={found.length > 0 ? foundText : t('blog.empty')} />
      {found.length === 0 ? (
        <EmptyState
          title={t('blog.empty')}
          description={t('blog.emptyText')}
          action={
            <Button
              onClick={() => {
                search('');
                document.getElementById(searchId)?.focus();
              }}
            >
              {t('clearSearch')}
            </Button>
          }
        />
      ) : (
        <ul aria-label={t('blog.listLabel')} className="grid grid-cols-1 gap-6 md:grid-cols-2 lg:grid-cols-3">
          {found.map((post) => (
            <li key={post.slug}>
              <BlogCard post={post} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
