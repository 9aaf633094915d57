import * as React from 'react';
import { cn } from '@/lib/cn';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import type { ElementCategory } from '@/lib/element-categories';
import { EMPTY_TYPEAHEAD, buildNavigationMap, isTypeaheadKey, navKeyOf, navigate, typeahead, type TypeaheadState } from '@/lib/periodic-nav';
import { RadioGroup, RadioGroupItem } from '../RadioGroup';
import { ElementTile, type TileElement } from '../ElementTile';
import { ElementPreview } from '../ElementPreview';
import { useHydrationTurn } from '@/hooks/useHydrationTurn';

/** A tile and where it sits: `row` 1-7 are periods, 9 and 10 the lanthanoid and actinoid rows. */
export type TableElement = TileElement;

/** The value of the hidden radio item: checking it unchecks every tile. */
const NO_ELEMENT = 'none';

const GROUPS = Array.from({ length: 18 }, (_, i) => i + 1);
/** Tiles per hydration part (in order of atomic number, so the DOM order stays the reading order). */
const PART_SIZE = 6;
/** Grid row of a data row: the first grid row holds the group numbers. */
const gridRowOf = (row: number) => row + 1;

// 18 columns of at least 4rem (64 px, enough for the tile's text): on a phone in portrait the table
// scrolls sideways inside its region (the `unfit` variant, src/styles/index.css).
// From 1024 px, and on a phone in landscape (the `fit` variant), the table fits the width: 18 equal
// columns of number and symbol, and rows of --tile-h (set by the table from the viewport's height),
// so from 1024 px all 118 tiles show without scrolling.
const periodicTableClass = [
  'grid w-full min-w-[74.25rem] gap-0.5 [grid-template-columns:repeat(18,minmax(4rem,1fr))] [grid-template-rows:auto_repeat(7,auto)_0.75rem_auto_auto]',
  'fit:min-w-0 fit:[grid-template-columns:repeat(18,minmax(0,1fr))] fit:[grid-template-rows:auto_repeat(7,var(--tile-h))_0.375rem_repeat(2,var(--tile-h))]',
].join(' ');

/**
 * Group 1 on a phone: the table scrolls sideways inside its region (portrait, 360 px shows about five
 * groups), and the first column stays at the left edge, so the learner always sees which period a
 * row is — H, Li, Na, K… — the way a printed chart's row labels do. Tried against the list view at
 * 360 px: the list loses the table's shape (groups, periods, blocks), which is the point of the page,
 * and the list is one tab away for anyone who prefers it.
 */
/** The empty stretch of period 1 (groups 3 to 17, between H and He), from 1024 px only: the preview, or the keyboard hint before it. */
const gapRowClass =
  'hidden lg:absolute lg:top-[1.375rem] lg:left-[calc(100%/18*2+0.25rem)] lg:z-10 lg:flex lg:h-[var(--tile-h)] lg:w-[calc(100%/18*15-0.5rem)]';

const stickyFirstColumnClass = 'unfit:sticky unfit:left-0 unfit:z-20 unfit:shadow-[3px_0_0_var(--color-background)]';

export interface PeriodicTableProps {
  /** All elements, in order of atomic number, with the name in the visitor's language. */
  elements: readonly TableElement[];
  /** Symbol of the active element (its details are open); undefined when none is. */
  value: string | undefined;
  /** Called with a symbol when a tile is chosen (click, Enter, Space), and with undefined to deactivate. */
  onValueChange: (symbol: string | undefined) => void;
  /** A category to highlight: its tiles keep their colour, the others fade. */
  highlight?: ElementCategory;
  /**
   * What wall charts put in the empty space above the transition metals (the category legend):
   * shown above the table on narrow screens, and in that space from 1024 px on.
   */
  inset?: React.ReactNode;
  className?: string;
}

/** The table's form only keeps Radix's hidden inputs (see below): it never submits. */
function preventSubmit(event: React.FormEvent<HTMLFormElement>) {
  event.preventDefault();
}

/**
 * The periodic table: 18 groups by 7 periods, with the lanthanoids and actinoids in two rows
 * underneath and placeholders ('57-71', '89-103') in group 3. The tiles are one Radix radio
 * group named "elements" (one active tile at a time; a hidden item deactivates), with a
 * two-dimensional roving focus of our own (src/lib/periodic-nav.ts) instead of Radix's linear
 * one: arrows move along periods and groups, Home/End, Ctrl+Home/End, type a symbol or number to
 * jump, Enter or Space to choose. Focus moving never checks a tile: choosing opens details.
 *
 * What a screen reader hears (issue 44): per arrow key, one tile says its name and symbol, its
 * state, then its number, category, period and group (see ElementTile), and nothing else: the
 * preview above the table is not a live region, so neither focus nor the mouse makes it speak.
 * The placeholders '57–71' and '89–103' are each their own line, "Lanthanoids, elements 57 to 71,
 * in the first row under the table", placed in the reading order where they are drawn: after
 * barium and radium, just before the series they stand for, instead of one run-on line after
 * oganesson. They are text, not named elements: a radio group may own nothing but radios (axe
 * aria-required-children), and they are nothing to choose; the arrow keys pass through the series
 * itself (Ba → La, Y ↓ La), whose tiles say "lanthanoid".
 */
export function PeriodicTable({ elements, value, onValueChange, highlight, inset, className }: PeriodicTableProps) {
  const { t } = useT(periodic);
  const hintId = React.useId();
  const gridRef = React.useRef<HTMLDivElement>(null);
  const typed = React.useRef<TypeaheadState>(EMPTY_TYPEAHEAD);
  const [tabStop, setTabStop] = React.useState(() => elements[0]?.number ?? 1);
  // The tile under the pointer, shown in the preview over the focused one while it is there.
  const [hovered, setHovered] = React.useState<number | undefined>(undefined);
  // Checking a radio re-renders every item of the Radix group (they all read its value): let the
  // details dialog, which covers the table, paint first, and check the tile right after.
  const checked = React.useDeferredValue(value);
  const map = React.useMemo(() => buildNavigationMap(elements), [elements]);
  const placed = React.useMemo(
    () => elements.map((element) => ({ element, style: { gridRow: gridRowOf(element.row), gridColumn: element.column } })),
    [elements],
  );
  const parts = React.useMemo(
    () => Array.from({ length: Math.ceil(placed.length / PART_SIZE) }, (_, i) => placed.slice(i * PART_SIZE, (i + 1) * PART_SIZE)),
    [placed],
  );
  const bySymbol = React.useMemo(() => new Map(elements.map((e) => [e.symbol, e])), [elements]);
  const byNumber = React.useMemo(() => new Map(elements.map((e) => [e.number, e])), [elements]);
  // The first element of each f-block row (La, Ac): its series' placeholder comes just before it.
  const seriesAt = React.useMemo(() => {
    const first = (row: number) => elements.find((e) => e.row === row)?.number;
    return new Map([
      [first(9), 'lanthanoid'],
      [first(10), 'actinoid'],
    ] as const);
  }, [elements]);
  // Until a tile is first focused or hovered, the gap shows the keyboard hint instead of a preview.
  const [explored, setExplored] = React.useState(false);
  const previewed = byNumber.get(hovered ?? tabStop);

  // The latest onValueChange, read by stable handlers: a page that passes a new function on every
  // render must not re-render all 118 tiles (their props would change).
  const onValueChangeRef = React.useRef(onValueChange);
  React.useLayoutEffect(() => {
    onValueChangeRef.current = onValueChange;
  }, [onValueChange]);

  const focusTile = React.useCallback((number: number) => {
    gridRef.current?.querySelector<HTMLElement>(`[data-number="${number}"]`)?.focus();
  }, []);

  // WCAG 2.1.1: the tiles keep radio semantics, but focus and choice are separate. Radix
  // "clicks" a radio that receives focus while an arrow key is down; cancelling the focus event
  // stops that, so walking the table never opens a dialog. Radix's own tab stop is not used.
  const handleFocus = React.useCallback((event: React.FocusEvent<HTMLButtonElement>) => {
    event.preventDefault();
    setTabStop(Number(event.currentTarget.dataset.number));
    setExplored(true);
  }, []);

  // Radix moves its own tab stop on mousedown, re-rendering every item of the group; ours is the
  // tabindex above. Cancelling mousedown skips that (and focusing by hand keeps click-to-focus).
  const handleMouseDown = React.useCallback((event: React.MouseEvent<HTMLButtonElement>) => {
    if (event.button !== 0) return;
    event.preventDefault();
    event.currentTarget.focus();
  }, []);

  const handlePointerEnter = React.useCallback((event: React.PointerEvent<HTMLButtonElement>) => {
    if (event.pointerType !== 'mouse') return;
    setHovered(Number(event.currentTarget.dataset.number));
    setExplored(true);
  }, []);
  const handlePointerLeave = React.useCallback(() => setHovered(undefined), []);

  const handleKeyDown = React.useCallback(
    (event: React.KeyboardEvent<HTMLButtonElement>) => {
      const from = Number(event.currentTarget.dataset.number);
      const key = navKeyOf(event);
      if (key) {
        // Cancelled so that Radix's linear roving focus does not also move.
        event.preventDefault();
        focusTile(navigate(map, from, key));
        return;
      }
      if (event.key === 'Enter') {
        event.preventDefault();
        const element = byNumber.get(from);
        if (element) onValueChangeRef.current(element.symbol);
        return;
      }
      if (isTypeaheadKey(event)) {
        event.preventDefault();
        const result = typeahead(typed.current, event.key, event.timeStamp, elements);
        typed.current = result.state;
        if (result.target !== undefined) focusTile(result.target);
      }
    },
    [map, byNumber, elements, focusTile],
  );

  const handleValueChange = React.useCallback(
    (next: string) => onValueChangeRef.current(next === NO_ELEMENT || !bySymbol.has(next) ? undefined : next),
    [bySymbol],
  );

  return (
    <div
      data-slot="periodic-table"
      // --tile-h: a row's height on wide screens, from the height left under the site header and the
      // page's short title (about 20.5rem with the group numbers and the gap), over the table's 9 rows.
      className={cn('relative flex flex-col gap-2 fit:[--tile-h:clamp(2.5rem,calc((100svh-20.5rem)/9),4.75rem)]', className)}
    >
      <div
        data-slot="periodic-table-inset"
        className="flex flex-col gap-2 lg:absolute lg:top-[calc(1.375rem+var(--tile-h)+0.125rem)] lg:left-[calc(100%/18*2+0.25rem)] lg:z-10 lg:h-[calc(var(--tile-h)*2)] lg:w-[calc(100%/18*10-0.5rem)] lg:justify-between lg:gap-1"
      >
        <p id={hintId} className="prose-width text-sm text-muted-foreground lg:sr-only">
          {t('keyboardHint')}
        </p>
        {inset}
      </div>
      {/* Only where the table scrolls: where it fits (see the fit variant), there is nothing to scroll. */}
      <p data-slot="periodic-scroll-hint" className="text-sm text-muted-foreground fit:hidden">
        {t('table.scrollHint')}
      </p>
      <div
        role="region"
        aria-label={t('table.region')}
        // WCAG 2.1.1 (axe scrollable-region-focusable): a scroll container keyboard users can reach and scroll.
        // eslint-disable-next-line jsx-a11y/no-noninteractive-tabindex
        tabIndex={0}
        // Under 1024 px the table scrolls sideways; group 1 stays in view (see stickyFirstColumnClass),
        // and a tile brought into view by the keyboard stops beside it, not under it.
        className="overflow-x-auto rounded-md pb-2 unfit:scroll-pl-[4.25rem] focus-visible:outline-3 focus-visible:outline-offset-2 focus-visible:outline-ring"
      >
        {/* Radix renders a hidden radio input beside each item, for forms, and on hydration removes it
            again unless the group sits in a <form>: 119 removals and their restyle in one long task.
            Inside a form they stay (hidden, out of the tab order); nothing here submits. */}
        <form data-slot="periodic-table-form" className="contents" onSubmit={preventSubmit}>
          <RadioGroup
            ref={gridRef}
            name="elements"
            aria-label={t('table.label')}
            aria-describedby={hintId}
            value={checked && bySymbol.has(checked) ? checked : NO_ELEMENT}
            onValueChange={handleValueChange}
            // The group itself is no tab stop: Tab lands on the current tile (our roving tabindex).
            tabIndex={-1}
            onPointerLeave={handlePointerLeave}
            className={periodicTableClass}
          >
            {GROUPS.map((group) => (
              <span
                key={`g${group}`}
                aria-hidden="true"
                style={{ gridRow: 1, gridColumn: group }}
                className="pb-0.5 text-center text-xs text-muted-foreground tabular-nums"
              >
                {group}
              </span>
            ))}
            {parts.map((part, index) => (
              <React.Suspense key={part[0]!.element.symbol} fallback={null}>
                <TilePart index={index}>
                  {part.map(({ element, style }) => (
                    <React.Fragment key={element.symbol}>
                      {seriesAt.has(element.number) && <Placeholder series={seriesAt.get(element.number)!} highlight={highlight} />}
                      <ElementTile
                        element={element}
                        style={style}
                        className={element.column === 1 ? stickyFirstColumnClass : undefined}
                        dimmed={highlight !== undefined && element.category !== highlight}
                        tabIndex={element.number === tabStop ? 0 : -1}
                        onFocus={handleFocus}
                        onMouseDown={handleMouseDown}
                        onPointerEnter={handlePointerEnter}
                        onKeyDown={handleKeyDown}
                      />
                    </React.Fragment>
                  ))}
                </TilePart>
              </React.Suspense>
            ))}
            <RadioGroupItem value={NO_ELEMENT} hidden disabled tabIndex={-1} aria-label={t('table.none')} className="hidden" />
          </RadioGroup>
        </form>
      </div>
      {/* The empty stretch of period 1 (groups 3 to 17, between H and He): the preview, from 1024 px only. After the
          table in the DOM, so Tab reaches the tiles first and the link to the element's page next. */}
      {previewed && explored ? (
        <ElementPreview element={previewed} className={gapRowClass} />
      ) : (
        // The hint for sighted keyboard users, where the preview will be; assistive technology has it
        // already as the group's description.
        <p
          aria-hidden="true"
          data-slot="periodic-gap-hint"
          className={cn(gapRowClass, 'items-center overflow-hidden px-2 text-xs leading-tight text-muted-foreground')}
        >
          {t('keyboardHint')}
        </p>
      )}
    </div>
  );
}

/**
 * Six tiles that hydrate in their turn (see useHydrationTurn): 118 Radix radio items
 * hydrated at once made one commit of about 100 ms on a phone-speed CPU.
 */
function TilePart({ index, children }: { index: number; children: React.ReactNode }) {
  useHydrationTurn('periodic-tiles', index);
  return children;
}

/** Where each series' placeholder is drawn (group 3 of periods 6 and 7), what it shows, and its text key. */
const SERIES = {
  lanthanoid: { row: 6, range: '57–71', label: 'table.lanthanoids' },
  actinoid: { row: 7, range: '89–103', label: 'table.actinoids' },
} as const;

/**
 * The placeholder of the lanthanoids or actinoids in group 3: it shows the range, and a screen
 * reader reads one plain line instead ("Lanthanoids, elements 57 to 71, in the first row under
 * the table"), at its place in the reading order (see PeriodicTable).
 */
function Placeholder({ series: category, highlight }: { series: 'lanthanoid' | 'actinoid'; highlight: ElementCategory | undefined }) {
  const { t } = useT(periodic);
  const { row, range, label } = SERIES[category];
  const dimmed = highlight !== undefined && highlight !== category;
  return (
    <div
      data-slot="periodic-placeholder"
      // Its category's mark in forced colours, as on the tiles it stands for (element-tile.css).
      data-category={category}
      data-dimmed={dimmed ? '' : undefined}
      style={{ gridRow: gridRowOf(row), gridColumn: 3 }}
      className={cn(
        'relative flex min-h-[6.75rem] items-center justify-center rounded-md border-2 border-dashed px-1 text-center text-sm font-semibold fit:min-h-0 fit:text-xs',
        category === 'lanthanoid' ? 'border-element-lanthanoid-strong bg-element-lanthanoid' : 'border-element-actinoid-strong bg-element-actinoid',
        'data-[dimmed]:border-border data-[dimmed]:bg-muted data-[dimmed]:text-muted-foreground',
      )}
    >
      <span aria-hidden="true">{range}</span>
      <span className="sr-only">{t(label)}</span>
    </div>
  );
}
