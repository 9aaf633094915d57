import { Suspense, startTransition, use, useDeferredValue, useOptimistic, useState } from 'react';
import { lazySection } from '@/app/lazy-section';
import type { PhetCreditProps } from '@/components/PhetCredit';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { PageHeader } from '@/components/PageHeader';
import { SubjectTabs } from '@/components/SubjectTabs';
import { loadSubjectSimulations, simulationIndex } from '@/content/simulation-index';
import { useQueryParams } from '@/hooks/useQueryParams';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import { useT } from '@/i18n/useT';
import {
  SUBJECTS,
  readSimulationState,
  writeSimulationState,
  type SimulationState,
  type SimulationSubject,
} from '@/lib/simulations';
import { ROUTE_PATHS } from '@/lib/links';

// The list, its search and the viewer, with the PhET catalogue, hydrate from their own chunk, which
// starts loading with the page (see lazySection). The tabs, which decide what they show, are ready first.
const SimulationWorkspace = lazySection(() => import('./SimulationWorkspaceSection'));
const PhetCredit = lazySection<PhetCreditProps>(() => import('@/components/PhetCredit').then((m) => ({ default: m.PhetCredit })));

/** Below this width the viewer sits under the list, so choosing a simulation moves focus to it. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/** /simulation: subject tabs, a searchable list of PhET simulations and the viewer. State lives in the URL. */
export default function SimulationPage() {
  const { t, lang } = useT(simulationsNs);
  const common = useT();
  const [params, setParams] = useQueryParams();
  const state = readSimulationState(params, simulationIndex);
  // Each subject's simulations (with our texts in the page's language) are a chunk of their own:
  // the route's prepare has loaded the first. While another arrives, the tab the learner chose is
  // selected at once and the list keeps the subject it had, marked busy, rather than nothing.
  const shownSubject = useDeferredValue(state.subject);
  const catalogue = use(loadSubjectSimulations(lang, shownSubject));
  const [chosenSubject, chooseSubject] = useOptimistic(state.subject);
  // Show More is per visit, not shared: null = automatic (open when the shared simulation is past the first four).
  const [expandedChoice, setExpandedChoice] = useState<boolean | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

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
        <SubjectTabs label={t('subjects.label')} tabs={tabs} value={chosenSubject} onValueChange={changeSubject}>
          {catalogue ? (
            <Suspense fallback={null}>
              <SimulationWorkspace
                simulations={catalogue.simulations}
                subjectLabel={t(`subjects.${shownSubject}`)}
                busy={shownSubject !== chosenSubject}
                sim={state.sim}
                query={state.q}
                texts={catalogue.texts ?? undefined}
                expandedChoice={expandedChoice}
                onExpandedChange={setExpandedChoice}
                onQueryChange={(q) => update({ q })}
                onSelect={select}
                focusRequest={focusRequest}
              />
            </Suspense>
          ) : (
            <EmptyState
              title={t('empty.unavailableTitle')}
              description={t('empty.unavailableDescription')}
              action={<Button onClick={() => window.location.reload()}>{common.t('error.reload')}</Button>}
            />
          )}
        </SubjectTabs>
        <Suspense fallback={null}>
          <PhetCredit />
        </Suspense>
      </div>
    </>
  );
}
