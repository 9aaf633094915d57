import { SimulationList } from '@/components/SimulationList';
import { SimulationViewer } from '@/components/SimulationViewer';
import { INITIAL_VISIBLE, type PartialSimulationTexts, type Simulation } from '@/lib/simulations';

export interface SimulationWorkspaceSectionProps {
  /** The subject's simulations, in catalogue order. */
  simulations: Simulation[];
  /** The subject's name in the interface language, for the list's labels. */
  subjectLabel: string;
  /** Another subject's simulations are on their way: these stay, marked busy, until they arrive. */
  busy: boolean;
  sim: string | undefined;
  query: string;
  texts: PartialSimulationTexts | undefined;
  /** Show More as the visitor chose it; null = automatic. */
  expandedChoice: boolean | null;
  onExpandedChange: (expanded: boolean) => void;
  onQueryChange: (query: string) => void;
  onSelect: (id: string) => void;
  focusRequest: number;
}

/**
 * The /simulation list and viewer (a chunk of its own: see SimulationPage), for one subject's
 * simulations. A shared ?sim= that is not in that subject is ignored here.
 */
export default function SimulationWorkspaceSection({
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
}: SimulationWorkspaceSectionProps) {
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
      />
      <SimulationViewer simulation={selected} texts={texts} focusRequest={focusRequest} />
    </div>
  );
}
