import { Link } from '@/components/Link';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/Button';
import { footerNav } from '@/content/navigation';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/** Any unknown path: says what happened and offers the home page and the main sections. */
export default function NotFoundPage() {
  const { t } = useT();
  const sections = footerNav[0]?.items ?? [];
  return (
    <>
      <PageHeader title={t('notFound.title')} description={t('notFound.text')} />
      <div className="container-page flex flex-col gap-6 py-10">
        <div>
          <Button asChild>
            <Link to={ROUTE_PATHS.home}>{t('notFound.home')}</Link>
          </Button>
        </div>
        <h2 className="text-xl font-bold">{t('notFound.sections')}</h2>
        <ul className="flex flex-col gap-2">
          {sections.map((item) => (
            <li key={item.to}>
              <Link to={item.to} className="inline-flex min-h-11 items-center text-primary underline underline-offset-4">
                {t(item.labelKey)}
              </Link>
            </li>
          ))}
        </ul>
      </div>
    </>
  );
}
