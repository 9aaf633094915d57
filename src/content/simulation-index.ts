import type { LocalizedContent } from './localized';
import type { Simulation, SimulationSubject } from './schema';
import type { Lang } from '@/lib/langs';
import { DEFAULT_SUBJECT } from '@/lib/simulations';
import { lateLoader } from '@/lib/late-load';

/**
 * Which subject each simulation belongs to: all the /simulation page needs before its list loads
 * (tab counts, checking a shared ?sim=). tests/unit/simulation-index.test.ts checks it against
 * the catalogue in simulations.ts.
 */
export const simulationIndex: Pick<Simulation, 'id' | 'subject'>[] = [
  { id: 'projectile-motion', subject: 'physics' },
  { id: 'forces-and-motion-basics', subject: 'physics' },
  { id: 'collision-lab', subject: 'physics' },
  { id: 'balancing-act', subject: 'physics' },
  { id: 'hookes-law', subject: 'physics' },
  { id: 'masses-and-springs', subject: 'physics' },
  { id: 'pendulum-lab', subject: 'physics' },
  { id: 'vector-addition', subject: 'physics' },
  { id: 'gravity-force-lab', subject: 'physics' },
  { id: 'energy-skate-park', subject: 'physics' },
  { id: 'energy-forms-and-changes', subject: 'physics' },
  { id: 'friction', subject: 'physics' },
  { id: 'wave-on-a-string', subject: 'physics' },
  { id: 'wave-interference', subject: 'physics' },
  { id: 'waves-intro', subject: 'physics' },
  { id: 'ohms-law', subject: 'physics' },
  { id: 'resistance-in-a-wire', subject: 'physics' },
  { id: 'circuit-construction-kit-dc', subject: 'physics' },
  { id: 'circuit-construction-kit-ac', subject: 'physics' },
  { id: 'capacitor-lab-basics', subject: 'physics' },
  { id: 'charges-and-fields', subject: 'physics' },
  { id: 'coulombs-law', subject: 'physics' },
  { id: 'balloons-and-static-electricity', subject: 'physics' },
  { id: 'faradays-law', subject: 'physics' },
  { id: 'faradays-electromagnetic-lab', subject: 'physics' },
  { id: 'bending-light', subject: 'physics' },
  { id: 'geometric-optics', subject: 'physics' },
  { id: 'under-pressure', subject: 'physics' },
  { id: 'density', subject: 'physics' },
  { id: 'gravity-and-orbits', subject: 'physics' },
  { id: 'build-a-nucleus', subject: 'physics' },
  { id: 'rutherford-scattering', subject: 'physics' },
  { id: 'blackbody-spectrum', subject: 'physics' },
  { id: 'build-an-atom', subject: 'chemistry' },
  { id: 'isotopes-and-atomic-mass', subject: 'chemistry' },
  { id: 'build-a-molecule', subject: 'chemistry' },
  { id: 'molecule-shapes', subject: 'chemistry' },
  { id: 'molecule-polarity', subject: 'chemistry' },
  { id: 'acid-base-solutions', subject: 'chemistry' },
  { id: 'ph-scale', subject: 'chemistry' },
  { id: 'balancing-chemical-equations', subject: 'chemistry' },
  { id: 'reactants-products-and-leftovers', subject: 'chemistry' },
  { id: 'concentration', subject: 'chemistry' },
  { id: 'molarity', subject: 'chemistry' },
  { id: 'beers-law-lab', subject: 'chemistry' },
  { id: 'gas-properties', subject: 'chemistry' },
  { id: 'gases-intro', subject: 'chemistry' },
  { id: 'diffusion', subject: 'chemistry' },
  { id: 'states-of-matter', subject: 'chemistry' },
  { id: 'natural-selection', subject: 'biology' },
  { id: 'gene-expression-essentials', subject: 'biology' },
  { id: 'membrane-transport', subject: 'biology' },
  { id: 'neuron', subject: 'biology' },
  { id: 'color-vision', subject: 'biology' },
  { id: 'number-line-integers', subject: 'math' },
  { id: 'fractions-intro', subject: 'math' },
  { id: 'ratio-and-proportion', subject: 'math' },
  { id: 'unit-rates', subject: 'math' },
  { id: 'equality-explorer', subject: 'math' },
  { id: 'expression-exchange', subject: 'math' },
  { id: 'graphing-lines', subject: 'math' },
  { id: 'graphing-quadratics', subject: 'math' },
  { id: 'function-builder', subject: 'math' },
  { id: 'area-builder', subject: 'math' },
  { id: 'trig-tour', subject: 'math' },
  { id: 'plinko-probability', subject: 'math' },
  { id: 'least-squares-regression', subject: 'math' },
];

/** One subject's simulations with our texts for them in one language (localized-sources.ts). */
export type SubjectSimulations = LocalizedContent<`simulations-${SimulationSubject}`>;

// A chunk that fails to arrive (a lost connection) gives undefined, and the page says so: the answer
// is kept until the page is reloaded, since a page `use()`s the same promise on every render (a
// forgotten failure would be asked for again on each one).
const modules = import.meta.glob<SubjectSimulations>('./generated/localized/simulations-*.json', { import: 'default' });
const loadSubject = lateLoader(async (key): Promise<SubjectSimulations | undefined> => {
  const module = modules[`./generated/localized/simulations-${key}.json`];
  if (!module) throw new Error(`No generated module for simulations-${key}: run npm run content:generate`);
  return module().catch(() => undefined);
});

/**
 * One subject's simulations and our texts for them in the page's language: the list loads the
 * subject it shows (pages/SimulationWorkspaceSection), when it comes to life or is prerendered,
 * and another when the learner turns to it. The same promise every time. Undefined when the
 * chunk could not arrive.
 */
export function loadSubjectSimulations(lang: Lang, subject: SimulationSubject = DEFAULT_SUBJECT): Promise<SubjectSimulations | undefined> {
  return loadSubject(`${subject}.${lang}`);
}
