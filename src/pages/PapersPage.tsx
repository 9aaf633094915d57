import * as React from 'react';
import { PageHeader } from '@/components/PageHeader';
import { BoardToggle } from '@/components/BoardToggle';
import { PaperFilters } from '@/components/PaperFilters';
import { PaperList, type PaperListItem } from '@/components/PaperList';
import { ShareButton } from '@/components/ShareButton';
import { papers } from '@/content/papers';
import { paperOptions, paperSubjectTones } from '@/content/paper-options';
import { documentFacts, fileSize, isSampleFile } from '@/content/file-sizes';
import { fileOffers } from '@/content/file-offers';
import { useQueryParams } from '@/hooks/useQueryParams';
import { useHydrated } from '@/hooks/useHydrated';
import { usePaperLabels } from '@/hooks/usePaperLabels';
import { applyPaperFilterAction, filterPapers, hasPanelFilters, type PaperFilterState } from '@/lib/paper-filters';
import { parsePaperFilters, withPaperFilters } from '@/lib/paper-url-state';
import { useT } from '@/i18n/useT';
import { papers as papersNs } from '@/i18n/namespaces/papers';
import { ROUTE_PATHS } from '@/lib/links';
import { browserBookShelf } from '@/app/saved-books';

/**
 * /papers: board buttons, the filter panel and the matching papers. The query string is the one
 * source of truth for the filters, so a shared link reopens the same view (with the panel open
 * when panel filters are set). The intro says whether the files are samples or real from the files
 * themselves (src/content/file-offers.ts).
 */
export default function PapersPage() {
  const { t } = useT();
  const p = useT(papersNs);
  const labels = usePaperLabels();
  const hydrated = useHydrated();
  const [params, setParams] = useQueryParams();
  const filters = React.useMemo(() => parsePaperFilters(params, paperOptions), [params]);

  // The prerendered page has no query string: decide whether the panel starts open only once
  // the real one is known (right after hydration, or at once on client navigation).
  const [panel, setPanel] = React.useState({ open: false, decided: false });
  if (hydrated && !panel.decided) setPanel({ open: hasPanelFilters(filters), decided: true });

  const setFilters = (next: PaperFilterState) => setParams((current) => withPaperFilters(current, next));

  const items: PaperListItem[] = React.useMemo(
    () =>
      filterPapers(papers, filters, paperOptions, (paper) => [labels.subject(paper.subject)]).map((paper) => ({
        // A real file's page count as its PDF says it, over the record's.
        paper: { ...paper, pages: documentFacts(paper.file)?.pages ?? paper.pages },
        tone: paperSubjectTones[paper.subject] ?? 'general',
        size: fileSize(paper.file),
        isSample: isSampleFile(paper.file),
        scanned: documentFacts(paper.file)?.scanned,
      })),
    [filters, labels],
  );

  return (
    <>
      <PageHeader
        title={t('routes.papers.title')}
        description={p.t(`intro.${fileOffers.papers.status}`)}
        breadcrumbs={[{ label: t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: t('routes.papers.title') }]}
      />
      <div className="container-page flex flex-col gap-6 py-8">
        <div className="flex flex-wrap items-start justify-between gap-4">
          <BoardToggle
            value={filters.from}
            onValueChange={(from) => setFilters(applyPaperFilterAction(filters, { kind: 'from', value: from }, paperOptions))}
          />
          <ShareButton
            title={p.t('share.title')}
            text={p.t('share.text')}
            messages={{
              button: p.t('share.button'),
              copied: p.t('share.copied'),
              shared: p.t('share.shared'),
              failed: p.t('share.failed'),
            }}
          />
        </div>
        <PaperFilters
          value={filters}
          onValueChange={setFilters}
          options={paperOptions}
          open={panel.open}
          onOpenChange={(open) => setPanel({ open, decided: true })}
        />
        <PaperList items={items} shelf={browserBookShelf} onClearFilters={() => setFilters(applyPaperFilterAction(filters, { kind: 'clear' }, paperOptions))} />
      </div>
    </>
  );
}
