/**
 * The elements' names in French and Kinyarwanda, by atomic number (index 0 is hydrogen): the tiles
 * of a French or Kinyarwanda table are prerendered and hydrated with them, so no English name is
 * ever painted there, while the long texts (./element-texts-loader.ts) load only when an element
 * is opened. English names come with the element data.
 *
 * `elementNameLangs`: the names that are in another language than their list's, by atomic number:
 * on a Kinyarwanda page the English names kept for want of a Kinyarwanda one (Tin, Lead, Mercury…)
 * and the French Azote carry their own `lang` (WCAG 3.1.2).
 *
 * Both are written by `npm run content:generate` from the elements' catalogue, where such a name is
 * written with its language (`[[en:Tin]]`, src/locales/rw/content/elements.po): a translator's new
 * name reaches the tiles with the rest of the texts (scripts/build/lib/element-texts.ts).
 */
export { elementNameLangs, elementNames } from './generated/element-names';
