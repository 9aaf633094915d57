import type { ChemicalElement, ElementText } from './schema';
import type { Lang, TextLang } from '@/lib/langs';
import { groupOf, neighboursOf, periodOf, previousAndNext, type Neighbours } from '@/lib/element-place';

/** Another element as an element page links to it: symbol, number and name in every language. */
export interface ElementRef {
  symbol: string;
  number: number;
  names: Record<Lang, string>;
  /** The language of a name that is in another language than its page's (Tin on a Kinyarwanda page: en). */
  nameLangs?: Partial<Record<Lang, TextLang>>;
}

/**
 * Everything one element's page shows, in every language: the sourced facts, the names and the
 * texts written by Ubumenyi, its place in the table and the elements around it. One small module
 * per element (src/content/generated/element-pages/<symbol>.json, written by `npm run
 * content:generate`): a page loads its own element, never the whole table.
 */
export interface ElementPageData {
  facts: ChemicalElement;
  names: Record<Lang, string>;
  /** As in ElementRef: set only for a name in another language than its page's. */
  nameLangs?: Partial<Record<Lang, TextLang>>;
  texts: Record<Lang, Pick<ElementText, 'description' | 'uses'>>;
  /** Group 1–18, or null for the lanthanoids and actinoids. */
  group: number | null;
  period: number;
  neighbours: Neighbours<ElementRef>;
  previous?: ElementRef;
  next?: ElementRef;
}

/**
 * Builds every element's page data from the element facts and the three languages' texts (keyed by
 * atomic number), by lower-case symbol. Pure: the generator writes its result, a unit test checks it.
 */
export function buildElementPages(elements: readonly ChemicalElement[], texts: Record<Lang, Record<number, ElementText>>): Record<string, ElementPageData> {
  const names = (n: number): Record<Lang, string> => ({
    en: elements[n - 1]!.name,
    fr: texts.fr[n]?.name ?? elements[n - 1]!.name,
    rw: texts.rw[n]?.name ?? elements[n - 1]!.name,
  });
  // Only where a name is marked (15 Kinyarwanda names): the other pages' data stays as it was.
  const langs = (n: number): Pick<ElementRef, 'nameLangs'> => {
    const marked = Object.fromEntries((['fr', 'rw'] as const).flatMap((lang) => (texts[lang][n]?.nameLang ? [[lang, texts[lang][n]!.nameLang!]] : [])));
    return Object.keys(marked).length > 0 ? { nameLangs: marked } : {};
  };
  const ref = (e: ChemicalElement): ElementRef => ({ symbol: e.symbol, number: e.number, names: names(e.number), ...langs(e.number) });
  const pages: Record<string, ElementPageData> = {};
  for (const facts of elements) {
    const around = neighboursOf(facts, elements);
    const { previous, next } = previousAndNext(facts, elements);
    const text = (lang: Lang) => {
      const t = texts[lang][facts.number];
      if (!t) throw new Error(`No ${lang} text for element ${facts.number}`);
      return { description: t.description, uses: [...t.uses] };
    };
    pages[facts.symbol.toLowerCase()] = {
      facts,
      names: names(facts.number),
      ...langs(facts.number),
      texts: { en: text('en'), fr: text('fr'), rw: text('rw') },
      group: groupOf(facts),
      period: periodOf(facts),
      neighbours: Object.fromEntries(Object.entries(around).map(([side, e]) => [side, ref(e)])) as Neighbours<ElementRef>,
      ...(previous && { previous: ref(previous) }),
      ...(next && { next: ref(next) }),
    };
  }
  return pages;
}
