import { Suspense } from 'react';
import { island } from '@/app/alive/island';
import { SubjectTabs, type SubjectTabsProps } from '@/components/SubjectTabs';
import type { SimulationWorkspaceSectionProps } from './SimulationWorkspaceSection';

// The list, its search and the viewer stay the prerendered HTML until the learner reaches for them
// (see island): then their code and the subject's simulations load. When the tabs around them go
// live (the warm-up), they keep their HTML (see island) and go live by their own rules.
const SimulationWorkspace = island<SimulationWorkspaceSectionProps>('simulation-workspace', () => import('./SimulationWorkspaceSection'));

export interface SimulationViewsProps extends Omit<SubjectTabsProps, 'children' | 'className'> {
  /** What the subject's panel shows: the list, its search and the viewer. */
  workspace: SimulationWorkspaceSectionProps;
}

/** The simulations page's subject tabs and the workspace in their panel (its own chunk: see SimulationPage). */
export default function SimulationViewsSection({ workspace, ...tabs }: SimulationViewsProps) {
  return (
    <SubjectTabs {...tabs}>
      <Suspense fallback={null}>
        <SimulationWorkspace {...workspace} />
      </Suspense>
    </SubjectTabs>
  );
}
