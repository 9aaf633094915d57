import { Link } from '../Link';
import { LangText } from '@/components/LangText';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { useLinks } from '@/hooks/useLinks';
import { library } from '@/i18n/namespaces/library';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/Card';

/** A blog post as a card shows it, in the visitor's language. */
export interface BlogCardPost {
  slug: string;
  title: string;
  summary: string;
  /** ISO date, YYYY-MM-DD; shown in the visitor's language. */
  date: string;
  author: string;
  image: { src: string; alt: string };
}

export interface BlogCardProps {
  post: BlogCardPost;
  /** Heading level of the title. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * A blog post's card: illustration, title (the card's one link, to /blog/<slug>), summary,
 * date and author. The whole card is clickable through the title link's stretched hit area,
 * so there is one link, not a maze of nested ones.
 */
export function BlogCard({ post, headingLevel = 2, className }: BlogCardProps) {
  const { t, formatDate } = useT(library);
  const { route } = useLinks();
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <Card
      data-slot="blog-card"
      className={cn('relative h-full overflow-hidden focus-within:outline-3 focus-within:outline-offset-2 focus-within:outline-ring', className)}
    >
      <img
        src={post.image.src}
        alt={post.image.alt}
        width={640}
        height={360}
        loading="lazy"
        decoding="async"
        className="aspect-video h-auto w-full bg-muted object-cover"
      />
      <CardHeader>
        <CardTitle asChild>
          <Heading>
            <Link
              to={route('blogPost', { params: { slug: post.slug } })}
              className="text-foreground underline decoration-2 underline-offset-4 after:absolute after:inset-0 hover:text-primary focus-visible:outline-none"
            >
              <LangText text={post.title} />
            </Link>
          </Heading>
        </CardTitle>
        <CardDescription>
          <time dateTime={post.date}>{formatDate(post.date)}</time>
          <span aria-hidden="true"> · </span>
          <span>{t('blog.by', { author: post.author })}</span>
        </CardDescription>
      </CardHeader>
      <CardContent>
        <p className="text-base leading-relaxed">
          <LangText text={post.summary} />
        </p>
      </CardContent>
    </Card>
  );
}
