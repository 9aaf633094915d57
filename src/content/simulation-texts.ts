import { SIMULATION_CATEGORIES, type SimulationTexts } from './schema';
import { simulations } from './simulations';
import fr from './generated/text/simulations.fr.json' with { type: 'json' };
import rw from './generated/text/simulations.rw.json' with { type: 'json' };

/**
 * Our French and Kinyarwanda texts for the simulation catalogue, a description per simulation and a
 * name per category, for the build (the /simulation page's modules, one subject and language at a
 * time: ./localized-sources.ts; the search index), the tests and the stories. Simulation names stay
 * PhET's English titles.
 *
 * Translators write them in src/locales/<lang>/content/simulations.po(t): `<id>.description`, keyed
 * by the simulation's id (as in /simulation?sim=projectile-motion), and `categories.<name>`, keyed
 * by the category's English name in lower case (`categories.nuclear-physics`). Their English is the
 * catalogue's own (./simulations.ts, from the shared data); tests/unit/simulations-content.test.ts
 * keeps the template equal to it.
 */

/** One language's texts as compiled from its catalogue: by simulation id, and the categories by key. */
type CompiledSimulationTexts = Record<string, Record<string, string>>;

/** A category's key in the catalogue: "Ratios & Proportions" → `ratios-proportions`. */
export function categoryKey(category: string): string {
  return category
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-|-$/g, '');
}

function textsOf(compiled: CompiledSimulationTexts): SimulationTexts {
  const text = (key: string, field: string) => {
    const found = compiled[key]?.[field];
    if (found === undefined) throw new Error(`No ${key}.${field} in content/simulations`);
    return found;
  };
  return {
    categories: Object.fromEntries(
      SIMULATION_CATEGORIES.map((category) => [category, text('categories', categoryKey(category))]),
    ) as SimulationTexts['categories'],
    descriptions: Object.fromEntries(simulations.map((simulation) => [simulation.id, text(simulation.id, 'description')])),
  };
}

export const simulationTexts: Record<'fr' | 'rw', SimulationTexts> = { fr: textsOf(fr), rw: textsOf(rw) };
