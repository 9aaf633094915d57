import * as React from 'react';
import { useLocation, useParams } from 'react-router-dom';
import { Link } from '@/components/Link';
import { PageHeader } from '@/components/PageHeader';
import { LangText } from '@/components/LangText';
import { plainText } from '@/lib/lang-parts';
import { PageMeta } from '@/components/PageMeta';
import { ArticleBody } from '@/components/ArticleBody';
import { Button } from '@/components/Button';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { posts } from '@/content/posts';
import { loadPostBody } from '@/content/post-body';
import { site } from '@/content/site';
import { pageUrls, ROUTE_PATHS } from '@/lib/links';
import { chunk, chunkComponent } from '@/hooks/chunk';

// An unknown slug's not-found page: its code loads only then, not with every prerendered page.
const NotFoundPage = chunkComponent(chunk(() => import('./NotFoundPage')));

/** /blog/:slug — one post, prerendered per slug, with its date, author and a way back to /blog. */
export default function BlogPostPage() {
  const { t: tc } = useT();
  const { t, lang, formatDate } = useT(library);
  const { slug } = useParams();
  const { pathname } = useLocation();
  const post = posts.find((p) => p.slug === slug);
  // Settled by the route's prepare before prerender and hydration (no suspense then); a client-side
  // visit suspends until the post's body in this language has loaded.
  const body = React.use(loadPostBody(post?.slug ?? '', lang));
  if (!post || !body) return <NotFoundPage />;
  // Titles and summaries may mark words in another language (`[[en:simulations]]`): shown through
  // LangText, plain wherever a string is needed (the breadcrumb; PageMeta drops marks itself).
  const title = post.title[lang];
  return (
    <>
      <PageMeta title={title} description={post.summary[lang]} {...pageUrls(site.url, pathname)} lang={lang} />
      <PageHeader
        title={<LangText text={title} />}
        description={<LangText text={post.summary[lang]} />}
        breadcrumbs={[
          { label: tc('breadcrumb.home'), to: ROUTE_PATHS.home },
          { label: tc('routes.blog.title'), to: ROUTE_PATHS.blog },
          { label: plainText(title) },
        ]}
      />
      <article className="container-page flex flex-col gap-8 py-8">
        <p className="text-muted-foreground">
          <span>{t('blog.published', { date: formatDate(post.date) })}</span>
          <span aria-hidden="true"> · </span>
          <span>{t('blog.by', { author: post.author })}</span>
        </p>
        <img src={post.image.src} alt={post.image.alt[lang]} width={640} height={360} className="prose-width aspect-video h-auto w-full rounded-lg bg-muted" />
        <ArticleBody blocks={body} />
        <p data-print="hide">
          <Button asChild variant="outline">
            <Link to={ROUTE_PATHS.blog}>
              <span aria-hidden="true">←</span> {t('blog.back')}
            </Link>
          </Button>
        </p>
      </article>
    </>
  );
}
