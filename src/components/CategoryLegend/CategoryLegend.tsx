import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { ELEMENT_CATEGORIES, categorySlug, type ElementCategory } from '@/lib/element-categories';
import { LiveRegion } from '../LiveRegion';
import { categorySwatchVariants } from './CategoryLegendSwatch';

const categoryLegendButtonVariants = cva(
  [
    'inline-flex min-h-11 w-full items-center gap-2 rounded-md border-2 border-transparent px-2 py-1 text-left text-sm font-medium',
    // A long name ("Ibyuma bikurikira iby’inzibacyuho") breaks inside a word only when the word cannot fit its column.
    '[overflow-wrap:anywhere]',
    'cursor-pointer hover:bg-muted',
    'focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'aria-pressed:border-foreground aria-pressed:bg-muted aria-pressed:font-bold',
    'forced-colors:aria-pressed:border-[Highlight]',
  ],
  {
    variants: {
      /** `sm`: from 1024 px, a compact key that fits the space above the transition metals (targets stay above 24 px). */
      size: {
        default: '',
        // A word breaks only when it is wider than its whole column (break-word, unlike anywhere, does
        // not lower the column's minimum): Kinyarwanda's "itaramenyekana" keeps its line.
        sm: 'lg:min-h-6 lg:gap-1 lg:px-1 lg:py-0 lg:text-[0.6875rem] lg:leading-tight lg:[overflow-wrap:break-word] xl:text-xs',
      },
    },
    defaultVariants: { size: 'default' },
  },
);

const categoryLegendListVariants = cva('grid grid-cols-2 gap-1 sm:grid-cols-3 lg:gap-0.5', {
  variants: {
    /**
     * `sm`: the key inside the table, in the two tile rows above the transition metals. From 1024 to
     * 1279 px, four columns (three short rows): five were too narrow for Kinyarwanda's names, which
     * took three lines and ran onto the tiles below. From 1280 px, five columns as wide as their names
     * need, each at least its longest word.
     */
    size: { default: 'lg:grid-cols-5', sm: 'lg:grid-cols-4 xl:grid-cols-[repeat(5,auto)]' },
  },
  defaultVariants: { size: 'default' },
});

const categoryLegendVariants = cva('flex flex-col gap-2', {
  variants: {
    /** `sm`: from 1024 px, the heading and the hint for screen readers only (the key names itself by its swatches). */
    size: { default: '', sm: 'lg:gap-0.5 lg:[&_h2]:sr-only lg:[&_h3]:sr-only lg:[&_[data-slot=legend-hint]]:sr-only' },
  },
  defaultVariants: { size: 'default' },
});

export interface CategoryLegendProps {
  /** The highlighted category, or undefined when all tiles are shown alike. */
  value: ElementCategory | undefined;
  /** Called with the chosen category, or undefined when the highlighted one is chosen again. */
  onValueChange: (category: ElementCategory | undefined) => void;
  /** How many elements each category has, for the announcement ("Noble gases highlighted: 6 elements"). */
  counts: Readonly<Record<ElementCategory, number>>;
  /** Heading level, to fit the page's outline. @default 2 */
  headingLevel?: 2 | 3;
  /** `sm` for the compact key inside the table. @default 'default' */
  size?: 'default' | 'sm';
  className?: string;
}

/**
 * The key to the table's colours: one toggle button per category (aria-pressed). Choosing one
 * highlights its tiles and fades the rest; choosing it again shows all. Each change is
 * announced politely, with the number of elements. In forced colours (a Windows contrast theme),
 * where the colours are gone, each swatch shows its category's mark instead (● ○ ▲ △ ■ □ ◆ ◇ ★ ?),
 * the same as on its tiles (category-marks.css says why shapes).
 */
export function CategoryLegend({ value, onValueChange, counts, headingLevel = 2, size = 'default', className }: CategoryLegendProps) {
  const { t, tn } = useT(periodic);
  const headingId = React.useId();
  const hintId = React.useId();
  const [message, setMessage] = React.useState('');
  const Heading = headingLevel === 3 ? 'h3' : 'h2';

  const toggle = (category: ElementCategory) => {
    const next = value === category ? undefined : category;
    onValueChange(next);
    setMessage(next === undefined ? t('legend.cleared') : tn('legend.highlighted', counts[next], { category: t(`legend.items.${categorySlug(next)}`) }));
  };

  return (
    <section data-slot="category-legend" data-size={size} aria-labelledby={headingId} className={cn(categoryLegendVariants({ size }), className)}>
      <Heading id={headingId} className="text-lg font-bold">
        {t('legend.heading')}
      </Heading>
      <p id={hintId} data-slot="legend-hint" className="text-sm text-muted-foreground">
        {t('legend.hint')}
      </p>
      <ul className={categoryLegendListVariants({ size })}>
        {ELEMENT_CATEGORIES.map((category) => {
          const slug = categorySlug(category);
          return (
            <li key={slug}>
              <button
                type="button"
                aria-pressed={value === category}
                data-category={slug}
                onClick={() => toggle(category)}
                className={categoryLegendButtonVariants({ size })}
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
