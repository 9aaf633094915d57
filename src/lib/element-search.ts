import { normalizeText, searchItems } from './search';

/** What the list view searches in one element: its names, symbol and atomic number. */
export interface SearchableElement {
  number: number;
  symbol: string;
  /** Every name the visitor may type: the localised one and the IUPAC English one. */
  names: readonly string[];
}

/**
 * Elements matching a search (see search.ts: case, accents and spacing ignored, substrings
 * match), best first: an exact symbol or atomic number ("Fe", "26"), then names that start with
 * the text, then the rest in order of atomic number. A blank search returns all of them.
 */
export function searchElements<T extends SearchableElement>(elements: readonly T[], query: string): T[] {
  const needle = normalizeText(query);
  const found = searchItems(elements, query, (e) => [...e.names, e.symbol, String(e.number)]);
  if (needle === '') return found;
  const rank = (e: T): number => {
    if (normalizeText(e.symbol) === needle || String(e.number) === needle) return 0;
    if (e.names.some((name) => normalizeText(name).startsWith(needle))) return 1;
    return 2;
  };
  return found
    .map((e) => ({ e, r: rank(e) }))
    .sort((a, b) => a.r - b.r || a.e.number - b.e.number)
    .map(({ e }) => e);
}
