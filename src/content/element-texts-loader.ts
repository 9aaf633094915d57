import type { ElementText } from './schema';
import type { Lang } from '@/lib/langs';
import { createLazyResource } from '@/lib/lazy-resource';

/** One language's names, descriptions and uses of the elements, keyed by atomic number. */
export type ElementTexts = Record<number, ElementText>;

// One chunk per language, fetched only by the periodic table page: on first opening of an
// element's details, or at once for French and Kinyarwanda, whose tiles need the local names.
const modules = import.meta.glob<{ default: ElementTexts }>('./element-texts/*.ts');

/** The element texts, loaded per language on demand and kept for the visit. */
export const elementTexts = createLazyResource(async (lang: Lang): Promise<ElementTexts> => {
  const load = modules[`./element-texts/${lang}.ts`];
  if (!load) throw new Error(`No element texts for "${lang}"`);
  return (await load()).default;
});
