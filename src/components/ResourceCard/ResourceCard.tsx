import { cn } from '@/lib/cn';
import { subjectToneBackground } from '@/components/SubjectTone';
import { formatBytes } from '@/lib/format';
import { partLang, type TextLang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { library } from '@/i18n/namespaces/library';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '@/components/Card';
import { Badge } from '@/components/Badge';
import { Icon } from '@/components/Icon';
import { LangText } from '@/components/LangText';
import { Link } from '@/components/Link';
import { BookCover, type BookCoverMotif, type BookCoverTone } from '@/components/BookCover';
import { SaveBook } from '@/components/SaveBook';
import type { BookShelf } from '@/app/saved-books';

/**
 * A downloadable book or roadmap, with every string already in the visitor's language but its
 * own: the title and the author's name stay as published, in the language `titleLang` and
 * `authorLang` give.
 */
export interface ResourceItem {
  id: string;
  title: string;
  /** The title's language, when it may differ from the page's (marked with `lang`). */
  titleLang?: TextLang;
  author: string;
  /** The author's name's language, when it may differ from the page's (an official English name). */
  authorLang?: TextLang;
  /** Subject or field name, shown as a badge and on the cover. */
  subjectLabel: string;
  /** Colour family of the subject. */
  tone: BookCoverTone;
  motif: BookCoverMotif;
  /** "O-Level · Senior 2", "Developer". */
  levelLabel: string;
  description: string;
  /** A site path ("/books/x.pdf") or an https URL. */
  file: string;
  /** File size in bytes, measured at build time; unknown for external files. */
  sizeBytes?: number;
  /** The file is a generated placeholder, not the document: the card and its button say "Sample file". @default false */
  isSample?: boolean;
  /** The item's own page on the site (a road map's checklist), linked from the title. */
  href?: string;
  /** What the build read in a real PDF (scripts/build/lib/documents.ts): its page count, … */
  pages?: number;
  /** … whether its pages are images only (it cannot be read aloud or searched), … */
  scanned?: boolean;
  /** … and its first page as a small WebP, shown in place of the drawn cover (decorative: the heading names the book). */
  cover?: { url: string; width: number; height: number };
}

// WCAG 1.4.10 and 1.4.12: at 320 px with a reader's text spacing, "Kuramo icyitegererezo" and the
// file type could not share one line (265 px at the least, in a card 246 px wide inside), so the
// card, its list and the page grew sideways. The row wraps: the icon and the label stay together,
// the type and size go to the next line.
const resourceDownloadClass = [
  'inline-flex min-h-11 w-full flex-wrap items-center justify-center gap-x-2 rounded-md px-4 py-2 text-center text-base font-semibold',
  'bg-primary text-primary-foreground hover:bg-primary-hover',
  'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
  'forced-colors:border forced-colors:border-[LinkText]',
].join(' ');

/** The file type shown on the button, from the file name ("PDF"). */
function fileTypeOf(file: string): string {
  const match = /\.([a-z0-9]+)(?:[?#].*)?$/i.exec(file);
  return match?.[1] ? match[1].toUpperCase() : 'PDF';
}

export interface ResourceCardProps {
  item: ResourceItem;
  /** Heading level of the title, to fit the page's outline. @default 3 */
  headingLevel?: 2 | 3;
  /**
   * Where "Save for offline use" keeps the file. With it, a card whose file is on this site and of
   * known size offers to save it under the Download link; without it (road maps), it does not.
   */
  shelf?: BookShelf;
  className?: string;
}

/**
 * One book or roadmap: drawn cover, title (a link to the item's page when it has one), author,
 * subject and level ("Sample file" while the file is a placeholder), description, and a Download
 * link that opens the file in a new tab ("Download sample" for a placeholder). The link's accessible name holds
 * the title, the file type and its size ("Download Physics…, PDF · 2.4 MB (opens in a new tab)"),
 * so a learner knows the data cost before tapping. Given a `shelf`, "Save for offline use · 12 MB"
 * under it keeps the file on this device (SaveBook).
 */
export function ResourceCard({ item, headingLevel = 3, shelf, className }: ResourceCardProps) {
  const { t, tn, lang } = useT(library);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  const type = fileTypeOf(item.file);
  const size = item.sizeBytes !== undefined ? formatBytes(item.sizeBytes, lang) : undefined;
  const titleLang = partLang(item.titleLang, lang);
  const title = <span lang={titleLang}>{item.title}</span>;
  // "By {{author}}" in the page's language around the name in its own.
  const [byBefore = '', byAfter = ''] = t('card.by', { author: '\u0000' }).split('\u0000');
  return (
    <Card data-slot="resource-card" className={cn('h-full', className)}>
      <div className="flex gap-4 p-5 pb-0">
        {item.cover ? (
          <img
            src={item.cover.url}
            alt=""
            width={item.cover.width}
            height={item.cover.height}
            loading="lazy"
            decoding="async"
            data-slot="document-cover"
            className="h-auto w-24 shrink-0 self-start rounded-md border border-border sm:w-28"
          />
        ) : (
          <BookCover
            title={item.title}
            titleLang={titleLang}
            subjectLabel={item.subjectLabel}
            levelLabel={item.levelLabel}
            tone={item.tone}
            motif={item.motif}
            className="w-24 shrink-0 sm:w-28"
          />
        )}
        {/* A grid or flex list gives a card at least the width of its longest unbreakable run, and a
            long title word ("Entrepreneurship", "cy'Umunyeshuri") next to the cover was wider than
            a 320 px phone leaves (WCAG 1.4.10; worse with 1.4.12 text spacing). `anywhere`, unlike
            `break-word`, lets such a word wrap when the card's width is worked out, so the card
            stays in its column. A word is cut only when it cannot fit a line of its own. */}
        <CardHeader className="min-w-0 p-0">
          <CardTitle asChild size="sm">
            <Heading className="wrap-anywhere">
              {item.href ? (
                <Link
                  to={item.href}
                  className="text-primary underline underline-offset-4 hover:no-underline focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
                >
                  {title}
                </Link>
              ) : (
                title
              )}
            </Heading>
          </CardTitle>
          <CardDescription className="wrap-anywhere">
            {byBefore}
            <span lang={partLang(item.authorLang, lang)}>{item.author}</span>
            {byAfter}
          </CardDescription>
        </CardHeader>
      </div>
      <CardContent className="flex flex-1 flex-col gap-3 pt-4">
        <dl className="flex flex-wrap gap-2">
          <div>
            <dt className="sr-only">{t('card.subject')}</dt>
            <dd>
              <Badge className={cn(subjectToneBackground[item.tone], 'text-white')}>{item.subjectLabel}</Badge>
            </dd>
          </div>
          <div>
            <dt className="sr-only">{t('card.level')}</dt>
            <dd>
              <Badge variant="outline">{item.levelLabel}</Badge>
            </dd>
          </div>
          {item.isSample && (
            <div>
              <dt className="sr-only">{t('card.fileStatus')}</dt>
              <dd>
                <Badge variant="secondary" data-slot="sample-badge" title={t('card.sampleHint')}>
                  {t('card.sample')}
                </Badge>
              </dd>
            </div>
          )}
        </dl>
        {/* Out of the list above: a hidden "Pages" term before "212 pages" would say the word twice. */}
        {item.pages !== undefined && (
          <p>
            <Badge variant="outline">{tn('card.pageCount', item.pages)}</Badge>
          </p>
        )}
        <p className="text-base leading-relaxed">
          <LangText text={item.description} />
        </p>
        {item.scanned && (
          <p className="text-sm text-muted-foreground" data-slot="scanned-note">
            {t('card.scanned')}
          </p>
        )}
      </CardContent>
      <CardFooter className="mt-auto">
        <a href={item.file} target="_blank" rel="noopener noreferrer" className={resourceDownloadClass} data-print="hide">
          <span className="flex min-w-0 items-center gap-2">
            <Icon name="download" className="shrink-0" />
            <span>{t(item.isSample ? 'card.downloadSample' : 'card.download')}</span>
          </span>
          <span className="sr-only">
            {' '}
            <span lang={titleLang}>{item.title}</span>,
          </span>
          <span className="font-normal">{size ? `${type} · ${size}` : type}</span>
          <span className="sr-only"> {t('card.newTab')}</span>
        </a>
        {shelf && item.sizeBytes !== undefined && item.file.startsWith('/') && (
          <SaveBook shelf={shelf} file={item.file} bytes={item.sizeBytes} title={item.title} titleLang={item.titleLang} />
        )}
      </CardFooter>
    </Card>
  );
}
