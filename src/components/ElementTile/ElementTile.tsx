import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { categorySlug, type ElementCategory } from '@/lib/element-categories';
import { formatAtomicMass, formatShells } from '@/lib/element-format';
import { RadioGroupItem } from '../RadioGroup';
import { ShellModel } from '../ShellModel';
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
 * with hidden commas for pauses, the nouns of the mass and the shells, and its category at the end
 * ("79, Au, Gold, Atomic mass 196.97, Electrons per shell 2, 8, 18, 32, 18, 1, Transition metal";
 * the computed name has a space before each comma, as each part is a block): colour is never the
 * only cue. In forced colours (a Windows contrast theme), where the fill and edge are gone, its
 * category's mark, the legend's, leads its name or sits in its corner (element-tile.css), with empty
 * alternative text so the name stays the same. From 1280×768 the number and symbol share the
 * first line and the full name takes up to two lines below, never cut with an ellipsis.
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
        className={cn('element-tile', className)}
        {...props}
      >
        <span data-slot="element-number" className="element-tile-number">
          {element.number}
          <Pause>, </Pause>
        </span>
        <ShellModel shells={element.shells} size="sm" className="element-tile-drawing" />
        <span data-slot="element-symbol" className="element-tile-symbol">
          {element.symbol}
          <Pause>, </Pause>
        </span>
        {/* The mass and the shells are said with their nouns, not as bare numbers; each noun rides in the
            pause before its part (no element more per tile). */}
        <span data-slot="element-name" lang={lang} className="element-tile-name">
          {element.name}
          <Pause>, {t('preview.mass')} </Pause>
        </span>
        <span data-slot="element-mass" className="element-tile-mass">
          {formatAtomicMass(element.atomicMass, lang)}
          <Pause>, {t('tile.shells')} </Pause>
        </span>
        {/* One text, not one element per shell: 118 tiles, and every element costs style and layout time. */}
        <span data-slot="element-shells" className="element-tile-shells">
          {formatShells(element.shells)}
          <Pause>, {category}</Pause>
        </span>
      </button>
    </RadioGroupItem>
  );
});

/**
 * Hidden text inside a tile's part: the commas that make a screen reader pause between the parts,
 * the nouns of the numbers, and the category. Not VisuallyHidden: its `.sr-only` is positioned and clipped, which gives each
 * hidden text a paint layer of its own, and a tap's hit test on a phone walked all 590 of them
 * (5.8 → 1.1 ms a hit test at 4× CPU, five hit tests a tap). See .element-tile-pause.
 */
function Pause({ children }: { children: React.ReactNode }) {
  return <span className="element-tile-pause">{children}</span>;
}
