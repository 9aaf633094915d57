import { allBooks } from './books-all';
import { homeTabs } from './home-tabs';
import { roadmaps } from './roadmaps';
import type { PartialSimulationTexts, SimulationSubject, SimulationTexts } from './schema';
import { simulations } from './simulations';
import { simulationTexts } from './simulation-texts';
import type { Localized } from '@/lib/langs';
import { simulationsFor } from '@/lib/simulations';

/**
 * One subject's PhET simulations with our texts for them in the page's language: the English
 * entries in every language (a search matches English words too), our French or Kinyarwanda
 * descriptions and category names beside them (none in English).
 */
function subjectCatalogue(subject: SimulationSubject) {
  const items = simulationsFor(simulations, subject);
  const part = (texts: SimulationTexts): PartialSimulationTexts => ({
    categories: Object.fromEntries(items.map((s) => [s.category, texts.categories[s.category]])),
    descriptions: Object.fromEntries(items.map((s) => [s.id, texts.descriptions[s.id]!])),
  });
  const texts: Localized<PartialSimulationTexts | null> = { en: null, fr: part(simulationTexts.fr), rw: part(simulationTexts.rw) };
  return { simulations: items, texts };
}

/**
 * Content written in all three languages side by side that a page shows in one: content:generate
 * writes each as one module per language (scripts/build/lib/localized-modules.ts), with `localize()`
 * applied, and pages load them through `loadLocalized` (./localized.ts). The browser never loads
 * this file; only its types.
 */
export const localizedSources = {
  /** The home page's tabbed resource area (below the fold: about 6 KiB in three languages, 2 in one). */
  'home-tabs': homeTabs,
  /** The road maps library, each with its description and PDF in the page's language (about 3.6 KiB in three languages, 1.3 in one). */
  roadmaps,
  /** The books library, each with its description in the page's language (about 2 KiB of English descriptions a French page no longer loads). */
  books: allBooks,
  /**
   * The /simulation catalogue, one subject at a time (the page loads the subject it shows: about
   * 2.6 KiB for physics in English, where the whole catalogue with French texts was 10).
   */
  'simulations-physics': subjectCatalogue('physics'),
  'simulations-chemistry': subjectCatalogue('chemistry'),
  'simulations-biology': subjectCatalogue('biology'),
  'simulations-math': subjectCatalogue('math'),
};

export type LocalizedSourceName = keyof typeof localizedSources;
