import { Suspense, startTransition, useDeferredValue, useOptimistic, useState } from 'react';
import { island } from '@/app/alive/island';
import type { PhetCreditProps } from '@/components/PhetCredit';
import { PageHeader } from '@/components/PageHeader';
import type { SimulationViewsProps } from './SimulationViewsSection';
import { simulationIndex } from '@/content/simulation-index';
import { useQueryParams } from '@/hooks/useQueryParams';
import { useUrlDraft } from '@/hooks/useUrlDraft';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import { useT } from '@/i18n/useT';
import { SUBJECTS, readSimulationState, writeSimulationState, type SimulationState, type SimulationSubject } from '@/lib/simulations';
import { ROUTE_PATHS } from '@/lib/links';
import { parseQuery } from '@/lib/url-state';

// The subject tabs (Radix Tabs) stay the prerendered HTML through hydration, and the warm-up makes
// them live (see island): their code is not in the page's first load. The list, its search and the
// viewer in their panel are an island of their own (SimulationViewsSection): they keep their HTML
// when the tabs go live, until the learner reaches for them (or the warm-up gets to them); choosing
// another subject brings them to life too. The credit is text and links: it stays HTML.
const SimulationViews = island<SimulationViewsProps>('simulation-views', () => import('./SimulationViewsSection'));
const PhetCredit = island<PhetCreditProps>('phet-credit', () => import('@/components/PhetCredit').then((m) => ({ default: m.PhetCredit })), { inert: true });

/** Below this width the viewer sits under the list, so choosing a simulation moves focus to it. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/** /simulation: subject tabs, a searchable list of PhET simulations and the viewer. State lives in the URL. */
export default function SimulationPage() {
  const { t, lang } = useT(simulationsNs);
  const common = useT();
  const [params, setParams] = useQueryParams();
  const state = readSimulationState(params, simulationIndex);
  // Each subject's simulations (with our texts in the page's language) are a chunk of their own,
  // which the list loads. While another arrives, the tab the learner chose is selected at once and
  // the list keeps the subject it had, marked busy, rather than nothing.
  const shownSubject = useDeferredValue(state.subject);
  const [chosenSubject, chooseSubject] = useOptimistic(state.subject);
  // Show More is per visit, not shared: null = automatic (open when the shared simulation is past the first four).
  const [expandedChoice, setExpandedChoice] = useState<boolean | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);
  // The search text as typed: the URL follows in a transition, which lags behind a fast typist.
  const [query, editQuery] = useUrlDraft(state.q);

  const update = (next: Partial<SimulationState>) =>
    setParams((current) => writeSimulationState(current, { ...readSimulationState(current, simulationIndex), ...next }));

  const changeSubject = (subject: SimulationSubject) => {
    startTransition(() => {
      chooseSubject(subject);
      setExpandedChoice(null);
      update({ subject, sim: undefined, q: '' });
    });
  };

  const select = (id: string) => {
    update({ sim: id });
    if (!window.matchMedia(SIDE_BY_SIDE).matches) setFocusRequest((n) => n + 1);
  };

  const tabs = SUBJECTS.map((subject) => ({
    value: subject,
    label: t(`subjects.${subject}`),
    count: simulationIndex.filter((s) => s.subject === subject).length,
  }));

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        breadcrumbs={[{ label: common.t('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: common.t('routes.simulation.title') }]}
      />
      <div className="container-page flex flex-col gap-10 py-8">
        <Suspense fallback={null}>
          <SimulationViews
            label={t('subjects.label')}
            tabs={tabs}
            value={chosenSubject}
            onValueChange={changeSubject}
            workspace={{
              lang,
              subject: shownSubject,
              subjectLabel: t(`subjects.${shownSubject}`),
              busy: shownSubject !== chosenSubject,
              sim: state.sim,
              query,
              expandedChoice,
              onExpandedChange: setExpandedChoice,
              onQueryChange: (q) => {
                editQuery(q, parseQuery(q));
                update({ q });
              },
              onSelect: select,
              focusRequest,
            }}
          />
        </Suspense>
        <Suspense fallback={null}>
          <PhetCredit />
        </Suspense>
      </div>
    </>
  );
}
