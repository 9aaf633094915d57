import { Suspense, startTransition, useDeferredValue, useOptimistic, useState } from 'react';
import { island } from '@/app/alive/island';
import type { PhetCreditProps } from '@/components/PhetCredit';
import { PageHeader } from '@/components/PageHeader';
import { SubjectTabs } from '@/components/SubjectTabs';
import { simulationIndex } from '@/content/simulation-index';
import { useQueryParams } from '@/hooks/useQueryParams';
import { useUrlDraft } from '@/hooks/useUrlDraft';
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
import { parseQuery } from '@/lib/url-state';

// The list, its search and the viewer stay the prerendered HTML until the learner reaches for them
// (see island): then their code and the subject's simulations load. The tabs, which decide what
// they show, hydrate with the page; choosing another subject brings the list to life too. The
// credit is text and links: it stays HTML.
const SimulationWorkspace = island('simulation-workspace', () => import('./SimulationWorkspaceSection'));
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
        <SubjectTabs label={t('subjects.label')} tabs={tabs} value={chosenSubject} onValueChange={changeSubject}>
          <Suspense fallback={null}>
            <SimulationWorkspace
              lang={lang}
              subject={shownSubject}
              subjectLabel={t(`subjects.${shownSubject}`)}
              busy={shownSubject !== chosenSubject}
              sim={state.sim}
              query={query}
              expandedChoice={expandedChoice}
              onExpandedChange={setExpandedChoice}
              onQueryChange={(q) => {
                editQuery(q, parseQuery(q));
                update({ q });
              }}
              onSelect={select}
              focusRequest={focusRequest}
            />
          </Suspense>
        </SubjectTabs>
        <Suspense fallback={null}>
          <PhetCredit />
        </Suspense>
      </div>
    </>
  );
}
