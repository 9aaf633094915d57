import { PageHeader } from '@/components/PageHeader';
import { TermsDocument } from '@/components/TermsDocument';
import { terms } from '@/content/terms';
import { site } from '@/content/site';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/** Terms and Conditions: the 14 numbered sections, with the site's contact details. Prints without the site chrome. */
export default function TermsPage() {
  const { t, lang } = useT();
  const title = t('routes.terms.title');
  return (
    <>
      <PageHeader
        title={title}
        breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: title }]}
        className="print:border-0 print:bg-transparent print:[&_[data-slot=breadcrumb]]:hidden"
      />
      <div className="container-page py-8 md:py-10">
        <TermsDocument
          lastUpdated={terms.lastUpdated}
          intro={terms.intro[lang]}
          contact={{ email: site.email, phone: site.phone }}
          sections={terms.sections.map((section) => ({
            id: section.id,
            title: section.title[lang],
            paragraphs: section.paragraphs[lang],
            items: section.items?.[lang],
          }))}
        />
      </div>
    </>
  );
}
