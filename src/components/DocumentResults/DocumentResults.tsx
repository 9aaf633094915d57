import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { siteSearch } from '@/i18n/namespaces/site-search';
import { formatBytes } from '@/lib/format';
import { partLang } from '@/lib/langs';
import { documentPagesText } from '@/lib/document-pages';
import { excerptParts, type DocumentHit } from '@/lib/site-search';
import { Badge } from '../Badge';
import { searchResultClass, searchResultLinkClass } from '../SiteSearch/result-styles';

/** The line under a result's title: where the words are, and what the file costs. */
const documentFactsClass = 'text-sm font-semibold text-foreground';

export interface DocumentResultsProps {
  /** The documents with the query inside them, best first; with none, nothing is shown. */
  hits: readonly DocumentHit[];
  /** The heading's level, to fit the outline it is in (the search dialog's, the search page's). @default 2 */
  headingLevel?: 2 | 3;
  /** Called on a key press in a result's link: the search moves through every result with the arrows. */
  onLinkKeyDown?: React.KeyboardEventHandler<HTMLAnchorElement>;
  className?: string;
}

/**
 * The search's results inside the books and past papers, under a heading of their own: one per
 * document, however many of its pages have the words. Each links to the file, as its library card
 * does (a new tab), named by the document's title (in its own language, marked with `lang`) and
 * described by its kind and one line — "Pages 7 and 19 · PDF, 12 MB": the pages in words (a link
 * to a page would not open there on Android's Chrome, which has no PDF viewer), the format and the
 * size, so the data cost is known before the tap. Under it, a passage of the best page, its words
 * marked (and its page said, when the line names several).
 */
export function DocumentResults({ hits, headingLevel = 2, onLinkKeyDown, className }: DocumentResultsProps) {
  const { t, tn, lang } = useT(siteSearch);
  const id = React.useId();
  if (!hits.length) return null;
  const Heading = headingLevel === 3 ? 'h3' : 'h2';
  return (
    <div data-slot="document-results" className={cn('flex flex-col gap-2', className)}>
      <Heading className="text-base font-bold text-foreground">{t('documents.heading')}</Heading>
      <ul className="flex flex-col gap-1">
        {hits.map((hit, at) => {
          const words = documentPagesText(hit.pages, hit.morePages, lang);
          const pages =
            words.more > 0 ? tn('documents.pagesMore', words.more, { pages: words.pages }) : tn('documents.pages', words.count, { pages: words.pages });
          const file = hit.bytes === undefined ? hit.format : `${hit.format}, ${formatBytes(hit.bytes, lang)}`;
          const titleLang = partLang(hit.titleLang, lang);
          return (
            <li key={hit.file} data-slot="document-result" className={searchResultClass}>
              <span className="flex flex-wrap items-center gap-2">
                <a
                  href={hit.file}
                  target="_blank"
                  rel="noopener noreferrer"
                  onKeyDown={onLinkKeyDown}
                  aria-describedby={`${id}-kind-${at} ${id}-facts-${at}`}
                  className={searchResultLinkClass}
                >
                  <span lang={titleLang}>{hit.title}</span>
                  <span className="sr-only"> {t('documents.newTab')}</span>
                </a>
                <Badge id={`${id}-kind-${at}`} variant="secondary">
                  {t(`types.${hit.kind}`)}
                </Badge>
              </span>
              <p id={`${id}-facts-${at}`} className={documentFactsClass}>
                {pages} · {file}
              </p>
              <p className="text-sm text-muted-foreground">
                {words.count + words.more > 1 && <>{t('documents.excerptPage', { page: hit.excerptPage })} </>}
                {excerptParts(hit.excerpt).map((part, i) =>
                  part.mark ? <mark key={i}>{part.text}</mark> : <React.Fragment key={i}>{part.text}</React.Fragment>,
                )}
              </p>
            </li>
          );
        })}
      </ul>
    </div>
  );
}
