/**
 * The ten element categories of the periodic table, in legend order (metals from left to
 * right, then metalloids and nonmetals, then elements whose chemistry is not established).
 * The schema (src/content/schema/elements.ts) and the components share this list; components
 * cannot import content, so it lives here.
 */
export const ELEMENT_CATEGORIES = [
  'alkali metal',
  'alkaline earth metal',
  'lanthanoid',
  'actinoid',
  'transition metal',
  'post-transition metal',
  'metalloid',
  'other nonmetal',
  'noble gas',
  'unknown',
] as const;

export type ElementCategory = (typeof ELEMENT_CATEGORIES)[number];

/** A category as a CSS/i18n-friendly slug: 'alkaline earth metal' → 'alkaline-earth-metal'. */
export type CategorySlug =
  | 'alkali-metal'
  | 'alkaline-earth-metal'
  | 'lanthanoid'
  | 'actinoid'
  | 'transition-metal'
  | 'post-transition-metal'
  | 'metalloid'
  | 'other-nonmetal'
  | 'noble-gas'
  | 'unknown';

export function categorySlug(category: ElementCategory): CategorySlug {
  return category.replace(/ /g, '-') as CategorySlug;
}
