import { PageHeader } from '@/components/PageHeader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/Card';
import { ContactDetails } from '@/components/ContactDetails';
import { ExternalFrame } from '@/components/ExternalFrame';
import { Icon } from '@/components/Icon';
import { site } from '@/content/site';
import { joinPage } from '@/content/contact-pages';
import { useT } from '@/i18n/useT';
import { contact } from '@/i18n/namespaces/contact';
import { ROUTE_PATHS } from '@/lib/links';

/** /join-team: the invitation, the ways to help, what happens next, and the hosted application form. */
export default function JoinTeamPage() {
  const { t } = useT();
  const c = useT(contact);
  const { lang } = c;
  return (
    <>
      <PageHeader
        title={t('routes.joinTeam.title')}
        description={t('routes.joinTeam.description')}
        breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: t('routes.joinTeam.title') }]}
      />
      <div className="container-page flex flex-col gap-10 py-8">
        <div className="prose-width flex flex-col gap-4 text-lg">
          {joinPage.intro[lang].map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
        </div>
        <section aria-labelledby="join-roles" className="flex flex-col gap-4">
          <h2 id="join-roles" className="text-2xl font-bold">
            {joinPage.rolesHeading[lang]}
          </h2>
          <ul className="grid grid-cols-1 gap-4 sm:grid-cols-2">
            {joinPage.roles.map((role) => (
              <li key={role.id} className="flex">
                <Card variant="outline" className="w-full">
                  <CardHeader className="flex-row items-start gap-3">
                    <span className="rounded-md bg-secondary p-2 text-secondary-foreground">
                      <Icon name={role.icon} />
                    </span>
                    <CardTitle className="self-center">{role.title[lang]}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CardDescription className="text-foreground">{role.description[lang]}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>
        <section aria-labelledby="join-next" className="flex flex-col gap-3">
          <h2 id="join-next" className="text-2xl font-bold">
            {joinPage.nextStepsHeading[lang]}
          </h2>
          {joinPage.nextSteps[lang].map((paragraph) => (
            <p key={paragraph} className="prose-width">
              {paragraph}
            </p>
          ))}
        </section>
        <section aria-labelledby="join-form" className="flex flex-col gap-4">
          <h2 id="join-form" className="text-2xl font-bold">
            {c.t('pages.joinFormHeading')}
          </h2>
          <ExternalFrame
            src={site.forms.join}
            title={c.t('frame.joinTitle')}
            email={site.email}
            unconfigured={
              <ContactDetails
                email={site.email}
                phone={site.phone}
                whatsappNumber={site.whatsappNumber}
                supportHours={site.supportHours}
                title={c.t('pages.contactAlternatives')}
                headingLevel={3}
                variant="card"
              />
            }
          />
        </section>
      </div>
    </>
  );
}
