import { Link } from '../Link';
import { Button } from '../Button';
import { termsPage } from '@/i18n/namespaces/terms-page';
import { useT } from '@/i18n/useT';
import { cn } from '@/lib/cn';
import { telHref } from '@/lib/contact-settings';
import { ROUTE_PATHS } from '@/lib/links';

const termsSectionClass = 'flex scroll-mt-24 flex-col gap-3 print:break-inside-avoid-page';

interface TermsDocumentSection {
  /** Stable id; also the section's anchor (#acceptance). */
  id: string;
  /** The section's title, without its number. */
  title: string;
  /** Its paragraphs. */
  paragraphs: string[];
  /** An optional bulleted list after the paragraphs. */
  items?: string[];
}

export interface TermsDocumentProps {
  /** When the terms last changed (YYYY-MM-DD): a content date, shown in the reader's language. */
  lastUpdated: string;
  /** The opening paragraph. */
  intro: string;
  /** The numbered sections, in order. */
  sections: TermsDocumentSection[];
  /** Id of the section after which the contact details are shown. @default 'contact' */
  contactSectionId?: string;
  /** The site's contact details (from the site config). */
  contact: { email: string; phone: string };
  className?: string;
}

/**
 * A legal document: last-updated date, contents, numbered sections and contact details.
 * Prints cleanly: the contents and the print button are left out of the printout, headings
 * stay with their text, and the site's header and footer are hidden by the print stylesheet.
 */
export function TermsDocument({ lastUpdated, intro, sections, contactSectionId = 'contact', contact, className }: TermsDocumentProps) {
  const { t, formatDate, formatNumber } = useT(termsPage);
  const numbered = (index: number, title: string) => `${formatNumber(index + 1)}. ${title}`;
  return (
    <article data-slot="terms-document" className={cn('prose-width flex flex-col gap-8 print:max-w-none', className)}>
      <div className="flex flex-col gap-4">
        <p className="font-semibold">
          {t('lastUpdated')} <time dateTime={lastUpdated}>{formatDate(lastUpdated)}</time>
        </p>
        <p className="text-lg">{intro}</p>
        <div data-print="hide">
          <Button variant="outline" onClick={() => window.print()}>
            {t('print')}
          </Button>
        </div>
      </div>

      <nav aria-labelledby="terms-contents" data-print="hide" className="rounded-lg border border-border bg-muted p-5">
        <h2 id="terms-contents" className="text-lg font-bold">
          {t('contents')}
        </h2>
        <ol className="mt-2 flex flex-col">
          {sections.map((section, index) => (
            <li key={section.id}>
              <a href={`#${section.id}`} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4 hover:no-underline sm:min-h-8">
                {numbered(index, section.title)}
              </a>
            </li>
          ))}
        </ol>
      </nav>

      {sections.map((section, index) => (
        <section key={section.id} id={section.id} aria-labelledby={`${section.id}-title`} className={termsSectionClass}>
          <h2 id={`${section.id}-title`} className="text-xl font-bold print:break-after-avoid">
            {numbered(index, section.title)}
          </h2>
          {section.paragraphs.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && section.items.length > 0 && (
            <ul className="flex list-disc flex-col gap-1 ps-6">
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
          {section.id === contactSectionId && (
            <>
              <dl className="grid grid-cols-[auto_minmax(0,1fr)] gap-x-4 gap-y-1">
                <dt className="font-semibold">{t('email')}</dt>
                <dd>
                  <a
                    href={`mailto:${contact.email}`}
                    className="inline-flex min-h-11 max-w-full items-center text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline sm:min-h-6"
                  >
                    {contact.email}
                  </a>
                </dd>
                <dt className="font-semibold">{t('phone')}</dt>
                <dd>
                  <a
                    href={telHref(contact.phone)}
                    className="inline-flex min-h-11 max-w-full items-center text-primary underline underline-offset-4 [overflow-wrap:anywhere] hover:no-underline sm:min-h-6"
                  >
                    {contact.phone}
                  </a>
                </dd>
              </dl>
              <p data-print="hide">
                <Link
                  to={ROUTE_PATHS.contact}
                  className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline"
                >
                  {t('contactPage')}
                </Link>
              </p>
            </>
          )}
        </section>
      ))}
    </article>
  );
}
