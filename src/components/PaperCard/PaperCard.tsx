import { cva } from 'class-variance-authority';
import type { Paper, SubjectTone } from '@/content/schema';
import { Badge } from '../Badge';
import { Button } from '../Button';
import { Card, CardContent, CardFooter, CardHeader, CardTitle } from '../Card';
import { Icon } from '../Icon';
import { SaveBook } from '../SaveBook';
import { VisuallyHidden } from '../VisuallyHidden';
import { cn } from '@/lib/cn';
import { subjectToneBackground } from '../SubjectTone';
import { formatBytes } from '@/lib/format';
import { firstYear } from '@/lib/paper-filters';
import { useT } from '@/i18n/useT';
import { papers } from '@/i18n/namespaces/papers';
import { usePaperLabels } from '@/hooks/usePaperLabels';
import type { BookShelf } from '@/app/saved-books';

/** The subject badge, in the subject's colour family (white text passes AA on each). */
const paperSubjectBadgeVariants = cva('text-white', {
  variants: {
    tone: subjectToneBackground,
  },
  defaultVariants: { tone: 'general' },
});

export interface PaperCardProps {
  paper: Paper;
  /** The subject's colour family. @default 'general' */
  tone?: SubjectTone;
  /** The file's size in bytes, shown on the Download link; left out when unknown. */
  size?: number;
  /** The file is a generated placeholder: the card and its button say "Sample file". @default false */
  isSample?: boolean;
  /** The real file's pages are images only: the card says it cannot be read aloud or searched. @default false */
  scanned?: boolean;
  /** The title's heading level, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3;
  /** Where "Save for offline use" keeps the file: with it (and a known size), the card offers to save it under the PDF's link. */
  shelf?: BookShelf;
  className?: string;
}

/**
 * One past paper: subject (in its colour), first year, title, board, class, type, code and pages,
 * and one action — the PDF, opened in a new tab, named with the title, the format and the size;
 * given a `shelf`, "Save for offline use · 12 MB" under it keeps the PDF on this device (SaveBook).
 */
export function PaperCard({ paper, tone = 'general', size, isSample = false, scanned = false, headingLevel = 3, shelf, className }: PaperCardProps) {
  const { t, lang, formatNumber } = useT(papers);
  const labels = usePaperLabels();
  const year = firstYear(paper.year);
  const Heading = headingLevel === 2 ? 'h2' : 'h3';
  // The papers are set in English and English shows each document's own title; other languages
  // name the paper from its translated parts.
  const title =
    lang === 'en'
      ? paper.title
      : t('card.title', { class: labels.class(paper.level), subject: labels.subject(paper.subject), type: labels.type(paper.type), year: paper.year });
  const details: [string, string][] = [
    [t('card.board'), paper.board],
    [t('card.class'), labels.class(paper.level)],
    [t('card.type'), labels.type(paper.type)],
    [t('card.code'), paper.code],
    // A sample of a paper whose record gives no page count shows none.
    ...(paper.pages === undefined ? [] : [[t('card.pages'), formatNumber(paper.pages)] as [string, string]]),
  ];
  return (
    <Card data-slot="paper-card" className={cn('h-full', className)}>
      <CardHeader>
        {/* The heading first, then its badges (issue 44: a card is met by its title, not by "Physics
            Year 2023"); the badges still show above it (CSS order: nothing here is focusable). */}
        <CardTitle asChild size="sm">
          <Heading className="break-words">{title}</Heading>
        </CardTitle>
        <div className="order-first flex flex-wrap items-center gap-2">
          <Badge className={paperSubjectBadgeVariants({ tone })}>{labels.subject(paper.subject)}</Badge>
          {Number.isFinite(year) && (
            <Badge variant="outline">
              <VisuallyHidden>{t('card.year')} </VisuallyHidden>
              {year}
            </Badge>
          )}
        </div>
      </CardHeader>
      <CardContent>
        <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-3 gap-y-1 text-sm">
          {details.map(([term, value]) => (
            <div key={term} className="contents">
              <dt className="text-muted-foreground">{term}</dt>
              <dd className="break-words font-medium">{value}</dd>
            </div>
          ))}
          {isSample && (
            <div className="contents">
              <dt className="text-muted-foreground">{t('card.fileStatus')}</dt>
              <dd>
                <Badge variant="secondary" data-slot="sample-badge">
                  {t('card.sample')}
                </Badge>
              </dd>
            </div>
          )}
        </dl>
        {scanned && (
          <p className="mt-3 text-sm text-muted-foreground" data-slot="scanned-note">
            {t('card.scanned')}
          </p>
        )}
      </CardContent>
      <CardFooter>
        <Button asChild className="w-full whitespace-normal text-center sm:w-auto">
          <a href={paper.file} target="_blank" rel="noopener noreferrer">
            <Icon name="download" />
            <span>
              {size === undefined ? t('card.downloadNoSize') : t(isSample ? 'card.downloadSample' : 'card.download', { size: formatBytes(size, lang) })}
              <VisuallyHidden> {t('card.downloadContext', { title })}</VisuallyHidden>
            </span>
          </a>
        </Button>
        {shelf && size !== undefined && paper.file.startsWith('/') && <SaveBook shelf={shelf} file={paper.file} bytes={size} title={title} />}
      </CardFooter>
    </Card>
  );
}
