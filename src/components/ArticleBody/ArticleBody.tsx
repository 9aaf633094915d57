import { cn } from '@/lib/cn';
import { LangText } from '../LangText';

/** One block of an article: a paragraph, a section heading, or a bulleted list. */
type ArticleBlock = { type: 'p'; text: string } | { type: 'h2'; text: string } | { type: 'ul'; items: string[] };

export interface ArticleBodyProps {
  blocks: ArticleBlock[];
  className?: string;
}

/**
 * Long-form text from content data, at a readable measure (60–75 characters) and line height,
 * with section headings at level 2 under the page's h1. Prints in black on white. Words in another
 * language are marked `[[en:…]]` in the text (lib/lang-parts) and keep their `lang`.
 */
export function ArticleBody({ blocks, className }: ArticleBodyProps) {
  return (
    <div data-slot="article-body" className={cn('prose-width flex flex-col gap-4 text-lg leading-relaxed', className)}>
      {blocks.map((block, index) => {
        if (block.type === 'h2') {
          return (
            <h2 key={index} className="mt-4 text-2xl font-bold">
              <LangText text={block.text} />
            </h2>
          );
        }
        if (block.type === 'ul') {
          return (
            <ul key={index} className="flex list-disc flex-col gap-2 pl-6">
              {block.items.map((item, i) => (
                <li key={i}>
                  <LangText text={item} />
                </li>
              ))}
            </ul>
          );
        }
        return (
          <p key={index}>
            <LangText text={block.text} />
          </p>
        );
      })}
    </div>
  );
}
