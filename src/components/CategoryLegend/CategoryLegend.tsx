import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { ELEMENT_CATEGORIES, categorySlug, type CategorySlug, type ElementCategory } from '@/lib/element-categories';
import { LiveRegion } from '../LiveRegion';

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

export const categorySwatchVariants = cva('inline-block size-4 shrink-0 rounded-sm border-2 forced-colors:border-[CanvasText]', {
  variants: {
    /** The category whose colours the swatch shows (fill and strong edge, as on the tiles). */
    category: {
      ...categoryColors,
    },
  },
  defaultVariants: { category: 'unknown' },
});

export const categoryLegendButtonClass = [
    'inline-flex min-h-11 w-full items-center gap-2 rounded-md border-2 border-transparent px-2 py-1 text-left text-sm font-medium',
    'cursor-pointer hover:bg-muted',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'aria-pressed:border-foreground aria-pressed:bg-muted aria-pressed:font-bold',
    'forced-colors:aria-pressed:border-[Highlight]',
  ].join(' ');

export interface CategoryLegendProps {
  /** The highlighted category, or undefined when all tiles are shown alike. */
  value: ElementCategory | undefined;
  /** Called with the chosen category, or undefined when the highlighted one is chosen again. */
  onValueChange: (category: ElementCategory | undefined) => void;
  /** How many elements each category has, for the announcement ("Noble gases highlighted: 6 elements"). */
  counts: Readonly<Record<ElementCategory, number>>;
  /** Heading level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  className?: string;
}

/**
 * The key to the table's colours: one toggle button per category (aria-pressed). Choosing one
 * highlights its tiles and fades the rest; choosing it again shows all. Each change is
 * announced politely, with the number of elements.
 */
export function CategoryLegend({ value, onValueChange, counts, headingLevel = 2, className }: CategoryLegendProps) {
  const { t, tn } = useT(periodic);
  const headingId = React.useId();
  const hintId = React.useId();
  const [message, setMessage] = React.useState('');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const toggle = (category: ElementCategory) => {
    const next = value === category ? undefined : category;
    onValueChange(next);
    setMessage(
      next === undefined
        ? t('legend.cleared')
        : tn('legend.highlighted', counts[next], { category: t(`legend.items.${categorySlug(next)}`) }),
    );
  };

  return (
    <section data-slot="category-legend" aria-labelledby={headingId} className={cn('flex flex-col gap-2', className)}>
      <Heading id={headingId} className="text-lg font-bold">
        {t('legend.heading')}
      </Heading>
      <p id={hintId} className="text-sm text-muted-foreground">
        {t('legend.hint')}
      </p>
      <ul className="grid grid-cols-2 gap-1 sm:grid-cols-3 lg:grid-cols-5">
        {ELEMENT_CATEGORIES.map((category) => {
          const slug = categorySlug(category);
          return (
            <li key={slug}>
              <button
                type="button"
                aria-pressed={value === category}
                data-category={slug}
                onClick={() => toggle(category)}
                className={categoryLegendButtonClass}
              >
                <span aria-hidden="true" className={categorySwatchVariants({ category: slug })} />
                {t(`legend.items.${slug}`)}
              </button>
            </li>
          );
        })}
      </ul>
      <LiveRegion message={message} />
    </section>
  );
}
