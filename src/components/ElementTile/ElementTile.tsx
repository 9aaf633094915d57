import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { categorySlug, type ElementCategory } from '@/lib/element-categories';
import { formatAtomicMass, formatShells } from '@/lib/element-format';
import { RadioGroupItem } from '../RadioGroup';
import { ShellModel } from '../ShellModel';
import { VisuallyHidden } from '../VisuallyHidden';
import { categoryColors } from '../CategoryLegend';
import { elementTileId } from '@/lib/element-ids';

/** What a tile shows of an element. */
export interface TileElement {
  number: number;
  symbol: string;
  /** The name in the visitor's language. */
  name: string;
  /** As displayed: "196.97", or "(209)" without a stable isotope. */
  atomicMass: string;
  shells: readonly number[];
  category: ElementCategory;
}


const elementTileVariants = cva(
  [
    'relative flex h-full min-h-[6.75rem] w-full min-w-0 flex-col items-stretch gap-px rounded-md border-l-[3px] px-[3px] pt-0.5 pb-1 text-left text-foreground',
    // On a wide screen the whole table fits one screen: a tile shows its number and symbol (and its
    // name from 1280 px); the mass and shells stay in its accessible name and in the details.
    'fit:min-h-0 fit:justify-center fit:gap-0 fit:overflow-hidden fit:py-0.5',
    'cursor-pointer select-none leading-tight transition-colors',
    // Off-screen tiles (most of the table on a phone) skip style, layout and paint until scrolled to.
    '[content-visibility:auto] [contain-intrinsic-size:auto_4rem_auto_6.75rem]',
    'hover:brightness-95 focus-visible:z-10 focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring',
    'data-[state=checked]:z-10 data-[state=checked]:ring-3 data-[state=checked]:ring-ring',
    'data-[dimmed]:border-border data-[dimmed]:bg-muted data-[dimmed]:text-muted-foreground',
    'data-[dimmed]:[&_[data-slot=shell-model]]:text-muted-foreground',
    'forced-colors:border forced-colors:data-[state=checked]:outline-3 forced-colors:data-[state=checked]:outline-[Highlight]',
  ],
  {
    variants: {
      /** The element's category: its fill and strong edge (as in the legend), and a strong shell drawing. */
      category: {
        'alkali-metal': [categoryColors['alkali-metal'], '[&_[data-slot=shell-model]]:text-element-alkali-metal-strong'],
        'alkaline-earth-metal': [categoryColors['alkaline-earth-metal'], '[&_[data-slot=shell-model]]:text-element-alkaline-earth-metal-strong'],
        lanthanoid: [categoryColors['lanthanoid'], '[&_[data-slot=shell-model]]:text-element-lanthanoid-strong'],
        actinoid: [categoryColors['actinoid'], '[&_[data-slot=shell-model]]:text-element-actinoid-strong'],
        'transition-metal': [categoryColors['transition-metal'], '[&_[data-slot=shell-model]]:text-element-transition-metal-strong'],
        'post-transition-metal': [categoryColors['post-transition-metal'], '[&_[data-slot=shell-model]]:text-element-post-transition-metal-strong'],
        metalloid: [categoryColors['metalloid'], '[&_[data-slot=shell-model]]:text-element-metalloid-strong'],
        'other-nonmetal': [categoryColors['other-nonmetal'], '[&_[data-slot=shell-model]]:text-element-other-nonmetal-strong'],
        'noble-gas': [categoryColors['noble-gas'], '[&_[data-slot=shell-model]]:text-element-noble-gas-strong'],
        unknown: [categoryColors['unknown'], '[&_[data-slot=shell-model]]:text-element-unknown-strong'],
      },
    },
    defaultVariants: { category: 'unknown' },
  },
);

export interface ElementTileProps
  extends Omit<React.ComponentProps<'button'>, 'value' | 'children' | 'type' | 'id' | 'aria-label'> {
  element: TileElement;
  /** Another category is highlighted: show this tile faded (its text still passes AA). @default false */
  dimmed?: boolean;
}

/**
 * One element of the periodic table, as an item of the table's radio group (it must sit inside
 * a RadioGroup): atomic number, symbol, name, atomic mass, electrons per shell and a small
 * shell drawing. It is named by that content, so the name contains every visible word (WCAG 2.5.3),
 * with hidden commas for pauses and its category at the end ("79, Au, Gold, 196.97, 2, 8, 18, 32,
 * 18, 1, Transition metal"): colour is never the only cue.
 */
export const ElementTile = React.memo(function ElementTile({ element, dimmed = false, className, ...props }: ElementTileProps) {
  const { t, lang } = useT(periodic);
  const slug = categorySlug(element.category);
  const category = t(`categories.${slug}`);
  return (
    <RadioGroupItem asChild value={element.symbol}>
      <button
        type="button"
        id={elementTileId(element.symbol)}
        data-slot="element-tile"
        data-number={element.number}
        data-category={slug}
        data-dimmed={dimmed ? '' : undefined}
        className={cn(elementTileVariants({ category: slug }), className)}
        {...props}
      >
        <span data-slot="element-number" className="text-[0.6875rem] font-semibold tabular-nums fit:text-xs fit:leading-none">
          {element.number}
        </span>
        <VisuallyHidden>, </VisuallyHidden>
        <ShellModel shells={element.shells} size="sm" className="absolute top-0.5 right-0.5 fit:hidden" />
        <span data-slot="element-symbol" className="text-xl leading-none font-bold fit:text-lg fit:max-xl:leading-tight fit:max-lg:text-[min(1.125rem,2.3vw)]">
          {element.symbol}
        </span>
        <VisuallyHidden>, </VisuallyHidden>
        <span data-slot="element-name" lang={lang} className="text-[0.625rem] font-medium tracking-tight break-words hyphens-auto fit:max-xl:sr-only xl:truncate xl:text-xs xl:leading-tight">
          {element.name}
        </span>
        <VisuallyHidden>, </VisuallyHidden>
        <span data-slot="element-mass" className="text-[0.625rem] text-muted-foreground tabular-nums fit:sr-only">
          {formatAtomicMass(element.atomicMass, lang)}
        </span>
        <VisuallyHidden>, </VisuallyHidden>
        {/* One text, not one element per shell: 118 tiles, and every element costs style and layout time. */}
        <span data-slot="element-shells" className="mt-auto text-[0.625rem] leading-tight text-muted-foreground tabular-nums fit:sr-only">
          {formatShells(element.shells)}
        </span>
        <VisuallyHidden>, {category}</VisuallyHidden>
      </button>
    </RadioGroupItem>
  );
});
