import { PageHeader } from '@/components/PageHeader';
import { ContactForm } from '@/components/ContactForm';
import { ContactDetails } from '@/components/ContactDetails';
import { site } from '@/content/site';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/** /contact: the WhatsApp message form beside the email, phone and support hours (with Kigali time). */
export default function ContactPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader
        title={t('routes.contact.title')}
        description={t('routes.contact.description')}
        breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: t('routes.contact.title') }]}
      />
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[minmax(0,3fr)_minmax(0,2fr)]">
        <ContactForm whatsappNumber={site.whatsappNumber} email={site.email} />
        <ContactDetails
          email={site.email}
          phone={site.phone}
          whatsappNumber={site.whatsappNumber}
          supportHours={site.supportHours}
          variant="card"
          className="self-start"
        />
      </div>
    </>
  );
}
