import { cva } from 'class-variance-authority';
import type { CategorySlug } from '@/lib/element-categories';

// The colours on their own, without the legend: the tiles, the list view and an element's page
// (which ships no legend or table code) import them from here.

/**
 * Each category's fill and strong edge: one list for the legend swatches, the tiles, the list view
 * and the details badge, so a category looks the same everywhere.
 */
export const categoryColors = {
  'alkali-metal': 'border-element-alkali-metal-strong bg-element-alkali-metal',
  'alkaline-earth-metal': 'border-element-alkaline-earth-metal-strong bg-element-alkaline-earth-metal',
  lanthanoid: 'border-element-lanthanoid-strong bg-element-lanthanoid',
  actinoid: 'border-element-actinoid-strong bg-element-actinoid',
  'transition-metal': 'border-element-transition-metal-strong bg-element-transition-metal',
  'post-transition-metal': 'border-element-post-transition-metal-strong bg-element-post-transition-metal',
  metalloid: 'border-element-metalloid-strong bg-element-metalloid',
  'other-nonmetal': 'border-element-other-nonmetal-strong bg-element-other-nonmetal',
  'noble-gas': 'border-element-noble-gas-strong bg-element-noble-gas',
  unknown: 'border-element-unknown-strong bg-element-unknown',
} as const satisfies Record<CategorySlug, string>;

/**
 * A category's swatch: its fill and strong edge, and in forced colours its mark instead
 * (category-marks.css: the colours are gone there). It takes its category's mark from its own
 * `data-category` or from an ancestor's (the legend's button, a list entry).
 */
export const categorySwatchVariants = cva(
  // The swatch is the mark itself there: the box's border would read as one more hollow square.
  'category-swatch inline-block size-4 shrink-0 rounded-sm border-2 forced-colors:inline-flex forced-colors:items-center forced-colors:justify-center forced-colors:border-0',
  {
    variants: {
      /** The category whose colours the swatch shows (fill and strong edge, as on the tiles). */
      category: {
        ...categoryColors,
      },
    },
    defaultVariants: { category: 'unknown' },
  },
);
