import { use } from 'react';
import { Button } from '@/components/Button';
import { EmptyState } from '@/components/EmptyState';
import { SimulationList } from '@/components/SimulationList';
import { SimulationViewer } from '@/components/SimulationViewer';
import { loadSubjectSimulations } from '@/content/simulation-index';
import { simulations as simulationsNs } from '@/i18n/namespaces/simulations';
import { useT } from '@/i18n/useT';
import type { Lang } from '@/lib/langs';
import { INITIAL_VISIBLE, type PartialSimulationTexts, type Simulation, type SimulationSubject } from '@/lib/simulations';

export interface SimulationWorkspaceSectionProps {
  /** The page's language: the subject's simulations load with our texts in it. */
  lang: Lang;
  /** The subject shown; its simulations are a chunk of their own (content/simulation-index). */
  subject: SimulationSubject;
  /** The subject's name in the interface language, for the list's labels. */
  subjectLabel: string;
  /** Another subject's simulations are on their way: these stay, marked busy, until they arrive. */
  busy: boolean;
  sim: string | undefined;
  query: string;
  /** Show More as the visitor chose it; null = automatic. */
  expandedChoice: boolean | null;
  onExpandedChange: (expanded: boolean) => void;
  onQueryChange: (query: string) => void;
  onSelect: (id: string) => void;
  focusRequest: number;
}

/**
 * The /simulation list and viewer (a chunk of its own: see SimulationPage), for one subject's
 * simulations, which it loads (it suspends meanwhile), or a message with a reload button when they
 * could not arrive. A shared ?sim= that is not in that subject is ignored here.
 */
export default function SimulationWorkspaceSection({ lang, subject, ...props }: SimulationWorkspaceSectionProps) {
  const { t } = useT(simulationsNs);
  const common = useT();
  const catalogue = use(loadSubjectSimulations(lang, subject));
  if (!catalogue) {
    return (
      <EmptyState
        title={t('empty.unavailableTitle')}
        description={t('empty.unavailableDescription')}
        action={<Button onClick={() => window.location.reload()}>{common.t('error.reload')}</Button>}
      />
    );
  }
  return <Workspace simulations={catalogue.simulations} texts={catalogue.texts ?? undefined} {...props} />;
}

function Workspace({
  simulations,
  subjectLabel,
  busy,
  sim,
  query,
  texts,
  expandedChoice,
  onExpandedChange,
  onQueryChange,
  onSelect,
  focusRequest,
}: Omit<SimulationWorkspaceSectionProps, 'lang' | 'subject'> & { simulations: Simulation[]; texts: PartialSimulationTexts | undefined }) {
  const selected = sim ? simulations.find((s) => s.id === sim) : undefined;
  // Show More opens by itself when the shared simulation is past the first four.
  const expanded = expandedChoice ?? (selected ? simulations.indexOf(selected) >= INITIAL_VISIBLE : false);
  return (
    <div
      aria-busy={busy || undefined}
      className="grid items-start gap-8 transition-opacity aria-busy:opacity-60 motion-reduce:transition-none lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]"
    >
      <SimulationList
        simulations={simulations}
        texts={texts}
        subjectLabel={subjectLabel}
        query={query}
        onQueryChange={onQueryChange}
        expanded={expanded}
        onExpandedChange={onExpandedChange}
        selectedId={selected?.id}
        onSelect={onSelect}
        // The subject's tab above shows and says the count.
        showTotal={false}
      />
      <SimulationViewer simulation={selected} texts={texts} focusRequest={focusRequest} />
    </div>
  );
}
