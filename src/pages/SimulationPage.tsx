import { lazy, Suspense, useEffect, useState } from 'react';
import { PageHeader } from '@/components/PageHeader';
import { SimulationList } from '@/components/SimulationList';
import { SubjectTabs } from '@/components/SubjectTabs';
import { loadSimulationTexts, simulations } from '@/content/simulations';
import { useQueryParams } from '@/hooks/useQueryParams';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import { useT } from '@/i18n/useT';
import {
  INITIAL_VISIBLE,
  SUBJECTS,
  readSimulationState,
  simulationsFor,
  writeSimulationState,
  type SimulationState,
  type SimulationSubject,
  type SimulationTexts,
} from '@/lib/simulations';
import type { Lang } from '@/i18n/langs';

// The viewer (which starts as "Select a Simulation") and the credit footer load as their own chunks:
// React keeps their prerendered HTML until the code arrives (selective hydration), so the list and
// the tabs — what a learner uses first — are ready sooner on a slow phone.
const SimulationViewer = lazy(() => import('@/components/SimulationViewer').then((m) => ({ default: m.SimulationViewer })));
const PhetCredit = lazy(() => import('@/components/PhetCredit').then((m) => ({ default: m.PhetCredit })));

/** Below this width the viewer sits under the list, so choosing a simulation moves focus to it. */
const SIDE_BY_SIDE = '(min-width: 64rem)';

/**
 * Our French or Kinyarwanda descriptions for the interface language, loaded on demand (English is in
 * the catalogue itself). Until they arrive, the English ones show.
 */
function useSimulationTexts(lang: Lang): SimulationTexts | undefined {
  const [loaded, setLoaded] = useState<{ lang: Lang; texts: SimulationTexts }>();
  useEffect(() => {
    if (lang === 'en') return;
    let current = true;
    loadSimulationTexts(lang).then(
      (texts) => {
        if (current) setLoaded({ lang, texts });
      },
      // Offline or a failed chunk: the English descriptions stay, which beats an error on a working page.
      () => undefined,
    );
    return () => {
      current = false;
    };
  }, [lang]);
  return loaded?.lang === lang ? loaded.texts : undefined;
}

/** /simulation: subject tabs, a searchable list of PhET simulations and the viewer. State lives in the URL. */
export default function SimulationPage() {
  const { t, lang } = useT(simulationsNs);
  const texts = useSimulationTexts(lang);
  const common = useT();
  const [params, setParams] = useQueryParams();
  const state = readSimulationState(params, simulations);
  // Show More is per visit, not shared: null = automatic (open when the shared simulation is past the first four).
  const [expandedChoice, setExpandedChoice] = useState<boolean | null>(null);
  const [focusRequest, setFocusRequest] = useState(0);

  const subjectSimulations = simulationsFor(simulations, state.subject);
  const selected = state.sim ? subjectSimulations.find((s) => s.id === state.sim) : undefined;
  const expanded = expandedChoice ?? (selected ? subjectSimulations.indexOf(selected) >= INITIAL_VISIBLE : false);

  const update = (next: Partial<SimulationState>) => setParams(writeSimulationState(params, { ...state, ...next }));

  const changeSubject = (subject: SimulationSubject) => {
    setExpandedChoice(null);
    update({ subject, sim: undefined, q: '' });
  };

  const select = (id: string) => {
    update({ sim: id });
    if (!window.matchMedia(SIDE_BY_SIDE).matches) setFocusRequest((n) => n + 1);
  };

  const tabs = SUBJECTS.map((subject) => ({
    value: subject,
    label: t(`subjects.${subject}`),
    count: simulationsFor(simulations, subject).length,
  }));

  return (
    <>
      <PageHeader
        title={t('page.title')}
        description={t('page.description')}
        breadcrumbs={[{ label: common.t('breadcrumb.home'), to: '/' }, { label: common.t('routes.simulation.title') }]}
      />
      <div className="container-page flex flex-col gap-10 py-8">
        <SubjectTabs label={t('subjects.label')} tabs={tabs} value={state.subject} onValueChange={changeSubject}>
          <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
            <SimulationList
              simulations={subjectSimulations}
              texts={texts}
              subjectLabel={t(`subjects.${state.subject}`)}
              query={state.q}
              onQueryChange={(q) => update({ q })}
              expanded={expanded}
              onExpandedChange={setExpandedChoice}
              selectedId={selected?.id}
              onSelect={select}
            />
            <Suspense fallback={null}>
              <SimulationViewer simulation={selected} texts={texts} focusRequest={focusRequest} />
            </Suspense>
          </div>
        </SubjectTabs>
        <Suspense fallback={null}>
          <PhetCredit />
        </Suspense>
      </div>
    </>
  );
}
