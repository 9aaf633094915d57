import { PageHeader } from '@/components/PageHeader';
import { Card, CardContent, CardHeader, CardTitle } from '@/components/Card';
import { TeamMemberCard } from '@/components/TeamMemberCard';
import { StatsBand } from '@/components/StatsBand';
import { CallToAction } from '@/components/CallToAction';
import { about } from '@/content/about';
import { site } from '@/content/site';
import { aboutPage } from '@/i18n/namespaces/about-page';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

const tones = ['sky', 'green', 'sun'] as const;

/** About: our story, mission and vision, the team from the site config, figures and an invitation. */
export default function AboutPage() {
  const common = useT();
  const { t, lang } = useT(aboutPage);
  return (
    <>
      <PageHeader
        title={common.t('routes.about.title')}
        description={common.t('routes.about.description')}
        breadcrumbs={[{ label: common.t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: common.t('routes.about.title') }]}
      />
      <div className="container-page flex flex-col gap-12 py-8 md:py-12">
        <section aria-labelledby="about-story" className="prose-width flex flex-col gap-3">
          <h2 id="about-story" className="text-2xl font-bold">
            {t('storyTitle')}
          </h2>
          {about.story[lang].map((paragraph) => (
            <p key={paragraph} className="text-lg">
              {paragraph}
            </p>
          ))}
        </section>

        <div className="grid grid-cols-1 gap-5 md:grid-cols-2">
          <Card variant="secondary">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('missionTitle')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-lg">{about.mission[lang]}</p>
            </CardContent>
          </Card>
          <Card variant="secondary">
            <CardHeader>
              <CardTitle asChild>
                <h2>{t('visionTitle')}</h2>
              </CardTitle>
            </CardHeader>
            <CardContent>
              <p className="text-lg">{about.vision[lang]}</p>
            </CardContent>
          </Card>
        </div>

        <section aria-labelledby="about-team" className="flex flex-col gap-5">
          <div className="flex flex-col gap-2">
            <h2 id="about-team" className="text-2xl font-bold">
              {t('teamTitle')}
            </h2>
            <p className="prose-width text-muted-foreground">{t('teamIntro')}</p>
          </div>
          <ul className="grid grid-cols-1 gap-5 md:grid-cols-3">
            {site.team.map((member, index) => (
              <li key={member.name}>
                <TeamMemberCard
                  name={member.name}
                  role={about.roles[member.role].title[lang]}
                  focus={about.roles[member.role].focus[lang]}
                  tone={tones[index % tones.length]}
                  links={member.social.map((link) => {
                    const network = t(`networks.${link.network}`);
                    return {
                      href: link.url,
                      label: network,
                      accessibleName: t('socialLabel', { network, name: member.name }),
                    };
                  })}
                />
              </li>
            ))}
          </ul>
        </section>
      </div>

      <StatsBand title={t('statsTitle')} stats={about.stats.map((stat) => ({ id: stat.id, value: stat.value, unit: stat.unit, label: stat.label[lang] }))} />

      <div className="container-page py-12">
        <CallToAction
          title={about.cta.title[lang]}
          text={about.cta.text[lang]}
          actions={about.cta.actions.map((action) => ({ label: action.label[lang], to: action.to }))}
        />
      </div>
    </>
  );
}
