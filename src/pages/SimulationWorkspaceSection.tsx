import { SimulationList } from '@/components/SimulationList';
import { SimulationViewer } from '@/components/SimulationViewer';
import { simulations } from '@/content/simulations';
import { INITIAL_VISIBLE, simulationsFor, type SimulationSubject, type SimulationTexts } from '@/lib/simulations';

export interface SimulationWorkspaceSectionProps {
  subject: SimulationSubject;
  /** The subject's name in the interface language, for the list's labels. */
  subjectLabel: string;
  sim: string | undefined;
  query: string;
  texts: SimulationTexts | undefined;
  /** Show More as the visitor chose it; null = automatic. */
  expandedChoice: boolean | null;
  onExpandedChange: (expanded: boolean) => void;
  onQueryChange: (query: string) => void;
  onSelect: (id: string) => void;
  focusRequest: number;
}

/**
 * The /simulation list and viewer with the PhET catalogue (a chunk of its own: see SimulationPage).
 * A shared ?sim= that is not in the chosen subject is ignored here.
 */
export default function SimulationWorkspaceSection({
  subject,
  subjectLabel,
  sim,
  query,
  texts,
  expandedChoice,
  onExpandedChange,
  onQueryChange,
  onSelect,
  focusRequest,
}: SimulationWorkspaceSectionProps) {
  const subjectSimulations = simulationsFor(simulations, subject);
  const selected = sim ? subjectSimulations.find((s) => s.id === sim) : undefined;
  // Show More opens by itself when the shared simulation is past the first four.
  const expanded = expandedChoice ?? (selected ? subjectSimulations.indexOf(selected) >= INITIAL_VISIBLE : false);
  return (
    <div className="grid items-start gap-8 lg:grid-cols-[minmax(0,26rem)_minmax(0,1fr)]">
      <SimulationList
        simulations={subjectSimulations}
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
