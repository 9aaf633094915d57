import type { ElementText } from './schema';
import { lateLoader } from '@/lib/late-load';

/** One language's names, descriptions and uses of the elements, keyed by atomic number. */
export type ElementTexts = Record<number, ElementText>;

// One chunk per language, fetched only by the periodic table page: when the learner turns to the
// table (a pointer over it, focus in it) or opens an element's details. `npm run content:generate`
// writes them from the catalogues (src/locales/*/content/elements.po, through ./element-texts.ts).
const modules = import.meta.glob<{ default: ElementTexts }>('./generated/element-texts/*.json');

/** The element texts of a language, loaded on demand and kept for the visit (a failure is forgotten: asking again retries). */
export const loadElementTexts = lateLoader(async (lang: string): Promise<ElementTexts> => {
  const load = modules[`./generated/element-texts/${lang}.json`];
  if (!load) throw new Error(`No element texts for "${lang}"`);
  return (await load()).default;
});
