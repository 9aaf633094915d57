import { PageHeader } from '@/components/PageHeader';
import { Card, CardContent, CardDescription, CardHeader, CardTitle } from '@/components/Card';
import { Badge } from '@/components/Badge';
import { Icon } from '@/components/Icon';
import { ProcessSteps } from '@/components/ProcessSteps';
import { CallToAction } from '@/components/CallToAction';
import { partnership } from '@/content/partnership';
import { partnershipPage } from '@/i18n/namespaces/partnership-page';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/** Partnership: ways to partner, reasons, the four-step process, current partners and a call to /contact. */
export default function PartnershipPage() {
  const common = useT();
  const { t, lang } = useT(partnershipPage);
  return (
    <>
      <PageHeader
        title={common.t('routes.partnership.title')}
        description={partnership.intro[lang]}
        breadcrumbs={[{ label: common.t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: common.t('routes.partnership.title') }]}
      />
      <div className="container-page flex flex-col gap-12 py-8 md:py-12">
        <section aria-labelledby="partner-types" className="flex flex-col gap-5">
          <h2 id="partner-types" className="text-2xl font-bold">
            {t('typesTitle')}
          </h2>
          <ul className="grid grid-cols-1 gap-5 sm:grid-cols-2 lg:grid-cols-4">
            {partnership.types.map((type) => (
              <li key={type.id}>
                <Card className="h-full">
                  <CardHeader>
                    <span className="flex size-12 items-center justify-center rounded-lg bg-secondary text-secondary-foreground">
                      <Icon name={type.icon} />
                    </span>
                    <CardTitle>{type.title[lang]}</CardTitle>
                  </CardHeader>
                  <CardContent>
                    <CardDescription>{type.description[lang]}</CardDescription>
                  </CardContent>
                </Card>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partner-reasons" className="flex flex-col gap-5">
          <h2 id="partner-reasons" className="text-2xl font-bold">
            {t('reasonsTitle')}
          </h2>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-2">
            {partnership.reasons.map((reason) => (
              <li key={reason.id} className="flex gap-3">
                <Icon name="check" className="mt-1 size-6 shrink-0 text-accent" />
                <div>
                  <h3 className="text-lg font-bold">{reason.title[lang]}</h3>
                  <p className="text-muted-foreground">{reason.description[lang]}</p>
                </div>
              </li>
            ))}
          </ul>
        </section>

        <section aria-labelledby="partner-process" className="flex flex-col gap-5">
          <h2 id="partner-process" className="text-2xl font-bold">
            {t('processTitle')}
          </h2>
          <ProcessSteps steps={partnership.steps.map((step) => ({ id: step.id, title: step.title[lang], description: step.description[lang] }))} />
        </section>

        <section aria-labelledby="partner-current" className="flex flex-col gap-3">
          <h2 id="partner-current" className="text-2xl font-bold">
            {t('partnersTitle')}
          </h2>
          <p className="prose-width text-muted-foreground">{partnership.partnersIntro[lang]}</p>
          <ul className="flex flex-wrap gap-2">
            {partnership.partners.map((partner) => (
              <li key={partner.id}>
                <Badge variant="secondary" className="px-3 py-1 text-sm">
                  {partner.name[lang]}
                </Badge>
              </li>
            ))}
          </ul>
        </section>

        <CallToAction
          title={partnership.cta.title[lang]}
          text={partnership.cta.text[lang]}
          actions={[{ label: partnership.cta.action.label[lang], to: partnership.cta.action.to }]}
        />
      </div>
    </>
  );
}
