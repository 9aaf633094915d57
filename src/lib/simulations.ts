import type { TextLang } from '@/lib/langs';
/**
 * Pure logic of the /simulation page: which simulations a search shows, how many the
 * "Show More" button reveals, the shareable URL state, and the PhET URL in the learner's language.
 * No DOM, no i18n runtime; never throws on bad input.
 */
import type { PartialSimulationTexts, Simulation, SimulationSubject } from '@/content/schema';
import type { Lang } from '@/lib/langs';
import { searchItems } from './search';
import { parseEnum, parseQuery } from './url-state';

export type { PartialSimulationTexts, Simulation, SimulationSubject } from '@/content/schema';

/** The subject tabs, in order. Kept equal to the schema's enum by tests/unit/simulations.test.ts. */
/** The language of every simulation's name: PhET's own English titles, never translated by us (marked with `lang` on French and Kinyarwanda pages). */
export const SIMULATION_NAME_LANG: TextLang = 'en';

export const SUBJECTS: readonly SimulationSubject[] = ['physics', 'chemistry', 'biology', 'math'];

/** The subject shown when the URL names none (or an unknown one). */
export const DEFAULT_SUBJECT: SimulationSubject = 'physics';

/** Items shown before "Show More" when there is no search. */
export const INITIAL_VISIBLE = 4;

/** The simulations of one subject, in catalogue order. */
export function simulationsFor(catalogue: readonly Simulation[], subject: SimulationSubject): Simulation[] {
  return catalogue.filter((s) => s.subject === subject);
}

/**
 * The simulation's description in the interface language: from `texts` (our French or Kinyarwanda
 * translations) when given and complete for it, else the catalogue's English one.
 */
export function simulationDescription(sim: Pick<Simulation, 'id' | 'description'>, texts?: PartialSimulationTexts): string {
  return texts?.descriptions[sim.id] ?? sim.description;
}

/** The simulation's category name in the interface language (see {@link simulationDescription}). */
export function simulationCategoryName(sim: Pick<Simulation, 'category'>, texts?: PartialSimulationTexts): string {
  return texts?.categories[sim.category] ?? sim.category;
}

/**
 * The simulations whose name, description or category contains `query`, ignoring case and accents.
 * Both the interface language (`texts`; none = English) and English are searched: names are PhET's
 * English titles, and Rwandan secondary schools teach science in English, so "acid" should find
 * "Aside na baze". An empty query returns every item.
 */
export function searchSimulations(items: readonly Simulation[], query: string, texts?: PartialSimulationTexts): Simulation[] {
  return searchItems(items, query, (s) => [s.name, simulationDescription(s, texts), s.description, simulationCategoryName(s, texts), s.category]);
}

/** What the list shows, and which toggle (if any) goes under it. */
export interface ListWindow {
  /** How many items to render, from the start of the list. */
  visible: number;
  /** Items beyond the first {@link INITIAL_VISIBLE}: the N of "Show More (N)". 0 when there is no toggle. */
  remaining: number;
  /** 'more' = a "Show More (N)" button, 'less' = "Show Less", 'none' = no button. */
  toggle: 'more' | 'less' | 'none';
}

/**
 * The Show More rule. With a search, every match shows and there is no toggle. Without one, the
 * first {@link INITIAL_VISIBLE} show, then "Show More (N)" for the N others, which becomes "Show Less".
 */
export function listWindow(total: number, { expanded, searching }: { expanded: boolean; searching: boolean }): ListWindow {
  const count = Number.isFinite(total) && total > 0 ? Math.floor(total) : 0;
  if (searching || count <= INITIAL_VISIBLE) return { visible: count, remaining: 0, toggle: 'none' };
  const remaining = count - INITIAL_VISIBLE;
  return expanded ? { visible: count, remaining, toggle: 'less' } : { visible: INITIAL_VISIBLE, remaining, toggle: 'more' };
}

/** What the page keeps in its URL: `?subject=chemistry&sim=ph-scale&q=acid`. */
export interface SimulationState {
  subject: SimulationSubject;
  /** Id of the selected simulation, always one of `subject`'s; undefined when none is selected. */
  sim?: string;
  /** Search text; '' for none. */
  q: string;
}

/**
 * Reads the page state from a query string. Unknown or malformed values are ignored:
 * an unknown subject falls back to physics (or to the subject of a valid `sim`), a `sim` that is not
 * in the catalogue, or belongs to another subject than the one named, is dropped. Never throws.
 */
export function readSimulationState(params: URLSearchParams, catalogue: ReadonlyArray<Pick<Simulation, 'id' | 'subject'>>): SimulationState {
  const named = parseEnum(params.get('subject'), SUBJECTS);
  const rawSim = params.get('sim');
  const entry = rawSim ? catalogue.find((s) => s.id === rawSim) : undefined;
  const subject = named ?? entry?.subject ?? DEFAULT_SUBJECT;
  const sim = entry && entry.subject === subject ? entry.id : undefined;
  return { subject, sim, q: parseQuery(params.get('q')) };
}

/**
 * A copy of `params` with the page state written in. Defaults stay out of the URL (no
 * `subject=physics`, no empty `q`, no `sim` when none is selected) so shared links stay short;
 * other parameters (such as `lng`) are kept. Order: subject, sim, q.
 */
export function writeSimulationState(params: URLSearchParams, state: SimulationState): URLSearchParams {
  const next = new URLSearchParams(params);
  for (const key of ['subject', 'sim', 'q']) next.delete(key);
  if (state.subject !== DEFAULT_SUBJECT) next.set('subject', state.subject);
  if (state.sim) next.set('sim', state.sim);
  const q = parseQuery(state.q);
  if (q.trim() !== '') next.set('q', q);
  return next;
}

/**
 * The language the simulation will run in: the interface language when PhET has that translation,
 * else English (PhET would silently show English anyway).
 */
export function simulationLanguage(sim: Pick<Simulation, 'locales'>, lang: Lang): Lang {
  return lang !== 'en' && sim.locales.includes(lang) ? lang : 'en';
}

/**
 * The URL to embed: the catalogue's `_all.html` URL, plus `?locale=fr` or `?locale=rw` only when the
 * interface is in that language and the entry lists that locale; otherwise the plain URL (English).
 */
export function simulationSrc(sim: Pick<Simulation, 'url' | 'locales'>, lang: Lang): string {
  const locale = simulationLanguage(sim, lang);
  return locale === 'en' ? sim.url : `${sim.url}?locale=${locale}`;
}
