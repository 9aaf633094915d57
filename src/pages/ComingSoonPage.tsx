import { Link } from '@/components/Link';
import { PageHeader } from '@/components/PageHeader';
import { Button } from '@/components/Button';
import { useT } from '@/i18n/useT';
import { ROUTE_PATHS } from '@/lib/links';

/** Where links to unfinished features lead: says so kindly and offers a way home. */
export default function ComingSoonPage() {
  const { t } = useT();
  return (
    <>
      <PageHeader title={t('comingSoon.title')} description={t('comingSoon.text')} />
      <div className="container-page py-10">
        <Button asChild>
          <Link to={ROUTE_PATHS.home}>{t('comingSoon.home')}</Link>
        </Button>
      </div>
    </>
  );
}
