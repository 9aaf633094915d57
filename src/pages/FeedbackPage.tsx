import { PageHeader } from '@/components/PageHeader';
import { ContactDetails } from '@/components/ContactDetails';
import { ExternalFrame } from '@/components/ExternalFrame';
import { site } from '@/content/site';
import { feedbackPage } from '@/content/contact-pages';
import { useT } from '@/i18n/useT';
import { contact } from '@/i18n/namespaces/contact';
import { ROUTE_PATHS } from '@/lib/links';

/** /feedback: why feedback matters, what to write about, the hosted feedback form, and the contact details. */
export default function FeedbackPage() {
  const { t } = useT();
  const c = useT(contact);
  const { lang } = c;
  return (
    <>
      <PageHeader
        title={t('routes.feedback.title')}
        description={t('routes.feedback.description')}
        breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: t('routes.feedback.title') }]}
      />
      <div className="container-page grid gap-10 py-8 lg:grid-cols-[minmax(0,2fr)_minmax(0,1fr)]">
        <div className="flex min-w-0 flex-col gap-8">
          <div className="prose-width flex flex-col gap-4 text-lg">
            {feedbackPage.intro[lang].map((paragraph) => (
              <p key={paragraph}>{paragraph}</p>
            ))}
          </div>
          <section aria-labelledby="feedback-prompts" className="flex flex-col gap-3">
            <h2 id="feedback-prompts" className="text-2xl font-bold">
              {feedbackPage.promptsHeading[lang]}
            </h2>
            <ul className="prose-width flex list-disc flex-col gap-2 pl-6">
              {feedbackPage.prompts[lang].map((prompt) => (
                <li key={prompt}>{prompt}</li>
              ))}
            </ul>
          </section>
          <section aria-labelledby="feedback-form" className="flex flex-col gap-4">
            <h2 id="feedback-form" className="text-2xl font-bold">
              {c.t('pages.feedbackFormHeading')}
            </h2>
            <ExternalFrame src={site.forms.feedback} title={c.t('frame.feedbackTitle')} email={site.email} />
          </section>
        </div>
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
