import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { categorySlug, type ElementCategory } from '@/lib/element-categories';
import { formatAtomicMass, formatShells } from '@/lib/element-format';
import { partLang, type TextLang } from '@/lib/langs';
import { RadioGroupItem } from '../RadioGroup';
import { ShellModel } from '../ShellModel';
import { elementTileId } from '@/lib/element-ids';
import { useElementDescription } from './useElementDescription';

/** What a tile shows of an element, and where the table draws it. */
export interface TileElement {
  number: number;
  symbol: string;
  /** The name in the visitor's language. */
  name: string;
  /** The language the name is written in when it is not the page's (an English name kept on a Kinyarwanda page). */
  nameLang?: TextLang;
  /** As displayed: "196.97", or "(209)" without a stable isotope. */
  atomicMass: string;
  shells: readonly number[];
  category: ElementCategory;
  /** Drawn row: 1–7 are the periods, 9 and 10 the lanthanoid and actinoid rows. */
  row: number;
  /** Drawn column: the group, 1–18. */
  column: number;
}

export interface ElementTileProps extends Omit<
  React.ComponentProps<'button'>,
  'value' | 'children' | 'type' | 'id' | 'aria-label' | 'aria-labelledby' | 'aria-describedby'
> {
  element: TileElement;
  /** Another category is highlighted: show this tile faded (its text still passes AA). @default false */
  dimmed?: boolean;
}

/**
 * One element of the periodic table, as an item of the table's radio group (it must sit inside
 * a RadioGroup): atomic number, symbol, name, atomic mass, electrons per shell and a small
 * shell drawing.
 *
 * What a screen reader says, per arrow key (issue 44): the name and symbol first, as its name
 * ("Neon Ne", `aria-labelledby` on the visible name and symbol, so the name is visible text,
 * WCAG 2.5.3), then its state, and after a pause its description: atomic number, category,
 * period and group ("Atomic number 10, noble gas, period 2, group 18", useElementDescription),
 * one plain string in a hidden span, so no stray " , " between parts. About 9 words instead of
 * 20, the name first: a learner who walks the table hears what moved, and a sighted learner's
 * place cue (period 2, group 18) instead of "position 10 of 118". The mass and the shells are
 * not said on every step: the dialog and the element's page give them with the other facts.
 * The category is said in words, so colour is never the only cue (WCAG 1.4.1). In forced colours
 * (a Windows contrast theme), where the fill and edge are gone, its category's mark, the legend's,
 * leads its name or sits in its corner (element-tile.css), with empty alternative text so the
 * name stays the same.
 *
 * A name that is in another language than the page (an English name kept on a Kinyarwanda page,
 * written `[[en:Tin]]` in src/locales/rw/content/elements.po) carries its own `lang`, for browse mode and braille.
 * From 1280×768 the number and symbol share the first line and the full name takes up to two
 * lines below, never cut with an ellipsis.
 */
export const ElementTile = React.memo(function ElementTile({ element, dimmed = false, className, ...props }: ElementTileProps) {
  const { lang } = useT(periodic);
  const describe = useElementDescription();
  const id = elementTileId(element.symbol);
  return (
    <RadioGroupItem asChild value={element.symbol}>
      <button
        type="button"
        id={id}
        aria-labelledby={`${id}-name ${id}-symbol`}
        aria-describedby={`${id}-about`}
        data-slot="element-tile"
        data-number={element.number}
        data-category={categorySlug(element.category)}
        data-dimmed={dimmed ? '' : undefined}
        className={cn('element-tile', className)}
        {...props}
        // Radix writes the item's value (the symbol) on the button as a `value` attribute. No browser
        // exposes it, but a reader that does would say the symbol twice ("Neon Ne, Ne"), and it is
        // 118 attributes of HTML: the group keeps the value, the button does not (the child's props win).
        value={undefined}
      >
        <span data-slot="element-number" className="element-tile-number">
          {element.number}
        </span>
        <ShellModel shells={element.shells} size="sm" className="element-tile-drawing" />
        <span id={`${id}-symbol`} data-slot="element-symbol" className="element-tile-symbol">
          {element.symbol}
        </span>
        <span id={`${id}-name`} data-slot="element-name" lang={partLang(element.nameLang, lang)} className="element-tile-name">
          {element.name}
        </span>
        <span data-slot="element-mass" className="element-tile-mass">
          {formatAtomicMass(element.atomicMass, lang)}
        </span>
        {/* One text, not one element per shell: 118 tiles, and every element costs style and layout time. */}
        <span data-slot="element-shells" className="element-tile-shells">
          {formatShells(element.shells)}
        </span>
        {/* Read, not seen: `hidden` makes no box at all (no layout, no paint layer), and a description
            reads hidden text it points to. */}
        <span id={`${id}-about`} hidden>
          {describe(element)}
        </span>
      </button>
    </RadioGroupItem>
  );
});
