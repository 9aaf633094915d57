import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PeriodicTable, type PeriodicTableProps } from '../../src/components/PeriodicTable';
import { CategoryLegend } from '../../src/components/CategoryLegend';
import { Button } from '../../src/components/Button';
import { elements } from '../../src/content/elements';
import { elementNameLangs, elementNames } from '../../src/content/element-names';
import { ELEMENT_CATEGORIES, type ElementCategory } from '../../src/lib/element-categories';
import { useLang } from '../../src/i18n/useT';
import { inFrench, inKinyarwanda, phone360 } from '../support/globals';
import { emulateForcedColors } from '../support/forced-colors';
import { press, speaks, tab } from '../support/spoken';
import spoken from './PeriodicTable.spoken.json' with { type: 'json' };

const counts = Object.fromEntries(ELEMENT_CATEGORIES.map((c) => [c, elements.filter((e) => e.category === c).length])) as Record<ElementCategory, number>;

/** The table with its state held by the story, as the page holds it, plus a button that deactivates. */
function Harness(props: Partial<PeriodicTableProps> & { withLegend?: boolean; withInset?: boolean }) {
  const [value, setValue] = React.useState<string | undefined>(props.value);
  const [highlight, setHighlight] = React.useState<ElementCategory | undefined>(props.highlight);
  return (
    <div className="flex flex-col gap-4 p-4">
      {props.withLegend && <CategoryLegend value={highlight} onValueChange={setHighlight} counts={counts} />}
      <PeriodicTable
        elements={props.elements ?? elements}
        value={value}
        inset={props.withInset ? <CategoryLegend value={highlight} onValueChange={setHighlight} counts={counts} size="sm" /> : undefined}
        highlight={highlight}
        onValueChange={(next) => {
          setValue(next);
          props.onValueChange?.(next);
        }}
      />
      <p>
        <Button variant="outline" onClick={() => setValue(undefined)}>
          Deactivate
        </Button>
      </p>
    </div>
  );
}

/**
 * The periodic table: 118 tiles in one radio group, 2-D keyboard navigation, type-to-jump.
 * What a screen reader says was chosen for a learner who walks the table (issue 44): each arrow
 * key speaks one tile, name and symbol first ("Neon Ne"), its state, then "Atomic number 10, noble
 * gas, period 2, group 18": the place a sighted learner sees, not "position 10 of 118". The
 * preview above the table shows the focused or hovered element but never speaks (it would repeat
 * the tile, or talk under the mouse). The placeholders 57–71 and 89–103 are each read as a line
 * of their own ("Lanthanoids, elements 57 to 71, in the first row under the table") right before
 * their series, after barium and radium: text, since a radio group may hold only radios.
 * A name that is English or French on a Kinyarwanda page (Tin, Azote) carries its own `lang`.
 */
const meta = {
  title: 'Components/PeriodicTable',
  component: PeriodicTable,
  args: { elements, value: undefined, onValueChange: fn() },
  render: (args) => <Harness {...args} />,
  parameters: { spoken },
} satisfies Meta<typeof PeriodicTable>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A tile by its name: the element's name and symbol ("Iron Fe"). */
const tile = (canvas: ReturnType<typeof within>, name: string) => canvas.getByRole('radio', { name: new RegExp(`^${name} [A-Z][a-z]?$`) });

/** The 118 elements in their groups and periods, none selected. */
export const Default: Story = {};
/** Gold selected: its tile is checked. */
export const WithActiveElement: Story = { args: { value: 'Au' } };
/**
 * One category highlighted, as the legend does it, at 1280×800: its tiles keep their colour, the
 * others fade (axe checks the contrast of both). The play checks how many tiles stay lit. One of
 * them is on the docs page; the other nine are the same table in another colour, kept as stories
 * (each category's contrast is checked) but not repeated there.
 */
const highlighted = (category: ElementCategory, onDocsPage = false): Story => ({
  ...(onDocsPage ? {} : { tags: ['!autodocs'] }),
  args: { highlight: category },
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Harness {...args} withInset />,
  play: async ({ canvasElement }) => {
    const lit = canvasElement.querySelectorAll('[data-slot=element-tile]:not([data-dimmed])');
    await expect(lit).toHaveLength(counts[category]);
    for (const tile of lit) await expect(tile).toHaveAttribute('data-category', category.replaceAll(' ', '-'));
  },
});
export const HighlightAlkaliMetals = highlighted('alkali metal');
export const HighlightAlkalineEarthMetals = highlighted('alkaline earth metal');
export const HighlightLanthanoids = highlighted('lanthanoid');
export const HighlightActinoids = highlighted('actinoid');
export const HighlightTransitionMetals = highlighted('transition metal', true);
export const HighlightPostTransitionMetals = highlighted('post-transition metal');
export const HighlightMetalloids = highlighted('metalloid');
export const HighlightOtherNonmetals = highlighted('other nonmetal');
export const HighlightNobleGases = highlighted('noble gas');
export const HighlightUnknownProperties = highlighted('unknown');
/*
 * The stories at a set viewport (Phone, Laptop1280, Laptop1024, PhonePortrait, PhoneLandscape) are
 * not on the docs page: there they would render at the docs column's width, the Default table
 * again. Each is its own story, checked at its size, and a designer opens it in the canvas.
 */
/** The table at 360px: it scrolls sideways inside its own frame, the page does not. */
export const Phone: Story = { ...phone360, tags: ['!autodocs'] };
/** The table with its category legend above it, as on the page. */
export const WithLegend: Story = { render: (args) => <Harness {...args} withLegend /> };

export const ShouldShowAllTilesAndPlaceholders: Story = {
  name: 'should show 118 tiles in one radio group named elements, and the 57-71 and 89-103 placeholders',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const group = canvas.getByRole('radiogroup', { name: 'Periodic table of the elements' });
    await expect(within(group).getAllByRole('radio')).toHaveLength(118);
    await expect(canvas.getByRole('region', { name: /Periodic table/ })).toHaveAttribute('tabindex', '0');
    await expect(canvas.getByText('57–71')).toBeVisible();
    await expect(canvas.getByText('89–103')).toBeVisible();
    // Each placeholder is read as its own line where it is drawn: after barium and radium, just
    // before the series it stands for (not after oganesson).
    const [lanthanoids, actinoids] = canvasElement.querySelectorAll('[data-slot=periodic-placeholder]');
    const after = (a: Node, b: Node) => (a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING) !== 0;
    await expect(lanthanoids).toHaveTextContent('Lanthanoids, elements 57 to 71, in the first row under the table');
    await expect(after(tile(canvas, 'Barium'), lanthanoids!)).toBe(true);
    await expect(lanthanoids!.nextElementSibling).toBe(tile(canvas, 'Lanthanum'));
    await expect(actinoids).toHaveTextContent('Actinoids, elements 89 to 103, in the second row under the table');
    await expect(after(tile(canvas, 'Radium'), actinoids!)).toBe(true);
    await expect(actinoids!.nextElementSibling).toBe(tile(canvas, 'Actinium'));
    // The deactivating item is in the group but hidden.
    await expect(group.querySelector('[value="none"]')).not.toBeVisible();
  },
};

export const ShouldKeepOneActiveTile: Story = {
  name: 'when tiles are chosen one after another, should keep exactly one checked, and none after deactivating',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const iron = tile(canvas, 'Iron');
    const gold = tile(canvas, 'Gold');
    const checked = () => canvasElement.querySelectorAll('[data-slot=element-tile][aria-checked=true]');
    await userEvent.click(iron);
    await expect(iron).toBeChecked();
    await userEvent.click(gold);
    await expect(gold).toBeChecked();
    await expect(iron).not.toBeChecked();
    await expect(checked()).toHaveLength(1);
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Au');
    await userEvent.click(canvas.getByRole('button', { name: 'Deactivate' }));
    await expect(checked()).toHaveLength(0);
  },
};

export const ShouldMoveInTwoDimensions: Story = {
  name: 'with arrow keys, should move focus along periods and groups without choosing any tile',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('region', { name: /Periodic table/ })).toHaveFocus();
    await userEvent.tab();
    await expect(tile(canvas, 'Hydrogen')).toHaveFocus();
    const steps: [string, string][] = [
      ['{ArrowDown}', 'Lithium'],
      ['{ArrowDown}', 'Sodium'],
      ['{ArrowDown}', 'Potassium'],
      ['{ArrowRight}', 'Calcium'],
      ['{ArrowRight}', 'Scandium'],
      ['{ArrowDown}', 'Yttrium'],
      ['{ArrowDown}', 'Lanthanum'],
      ['{ArrowRight}', 'Cerium'],
      ['{ArrowUp}', 'Dubnium'],
      ['{End}', 'Oganesson'],
      ['{ArrowDown}', 'Lutetium'],
      ['{ArrowRight}', 'Hafnium'],
      ['{ArrowLeft}', 'Lutetium'],
      ['{Home}', 'Lanthanum'],
      ['{ArrowLeft}', 'Barium'],
      ['{Control>}{End}{/Control}', 'Oganesson'],
      ['{Control>}{Home}{/Control}', 'Hydrogen'],
    ];
    for (const [key, name] of steps) {
      await userEvent.keyboard(key);
      await expect(tile(canvas, name), `${key} → ${name}`).toHaveFocus();
    }
    await expect(canvasElement.querySelectorAll('[data-slot=element-tile][aria-checked=true]')).toHaveLength(0);
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ShouldMoveLikeAChemist: Story = {
  name: 'from iron, should go right to cobalt and down to ruthenium; from lanthanum right to cerium',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    tile(canvas, 'Iron').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tile(canvas, 'Cobalt')).toHaveFocus();
    await userEvent.keyboard('{ArrowLeft}{ArrowDown}');
    await expect(tile(canvas, 'Ruthenium')).toHaveFocus();
    tile(canvas, 'Lanthanum').focus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(tile(canvas, 'Cerium')).toHaveFocus();
  },
};

export const ShouldJumpByTyping: Story = {
  name: 'when a symbol or an atomic number is typed, should jump to that element',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    tile(canvas, 'Hydrogen').focus();
    await userEvent.keyboard('au');
    await expect(tile(canvas, 'Gold')).toHaveFocus();
    // A pause starts a new search.
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('26');
    await expect(tile(canvas, 'Iron')).toHaveFocus();
    await new Promise((resolve) => setTimeout(resolve, 1100));
    await userEvent.keyboard('118');
    await expect(tile(canvas, 'Oganesson')).toHaveFocus();
  },
};

export const ShouldChooseWithEnterOrSpace: Story = {
  name: 'when Enter or Space is pressed on a tile, should choose it; Tab out and back returns to it',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    tile(canvas, 'Hydrogen').focus();
    await userEvent.keyboard('fe');
    await userEvent.keyboard('{Enter}');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Fe');
    await expect(tile(canvas, 'Iron')).toBeChecked();
    await userEvent.keyboard('{ArrowRight} ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('Co');
    await expect(tile(canvas, 'Cobalt')).toBeChecked();
    // From 1024 px the preview's link to the element's page comes right after the table.
    const link = canvas.queryByRole('link', { name: 'Read about Cobalt' });
    await userEvent.tab();
    if (link) {
      await expect(link).toHaveFocus();
      await userEvent.tab();
    }
    await expect(canvas.getByRole('button', { name: 'Deactivate' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    if (link) await userEvent.tab({ shift: true });
    await expect(tile(canvas, 'Cobalt')).toHaveFocus();
  },
};

export const ShouldHighlightFromLegend: Story = {
  name: 'when a legend entry is chosen, should fade the other categories and announce it; again, should show all',
  tags: ['!autodocs'],
  render: (args) => <Harness {...args} withLegend />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const noble = canvas.getByRole('button', { name: 'Noble gases' });
    await userEvent.click(noble);
    await expect(noble).toHaveAttribute('aria-pressed', 'true');
    await expect(tile(canvas, 'Neon')).not.toHaveAttribute('data-dimmed');
    await expect(tile(canvas, 'Iron')).toHaveAttribute('data-dimmed');
    await expect(canvasElement.querySelectorAll('[data-slot=element-tile]:not([data-dimmed])')).toHaveLength(6);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Noble gases highlighted: 6 elements'));
    await userEvent.click(noble);
    await expect(noble).toHaveAttribute('aria-pressed', 'false');
    await expect(canvasElement.querySelectorAll('[data-slot=element-tile][data-dimmed]')).toHaveLength(0);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Highlight removed'));
  },
};

/** As on the page at 1280×800: the legend and the preview in the gap above the d-block, all 118 tiles in one screen. */
export const Laptop1280: Story = { tags: ['!autodocs'], globals: { viewport: { value: 'desktop' } }, render: (args) => <Harness {...args} withInset /> };
/** At 1024×768: the same layout, narrower tiles. */
export const Laptop1024: Story = { tags: ['!autodocs'], globals: { viewport: { value: 'laptop1024' } }, render: (args) => <Harness {...args} withInset /> };
const tableRegion = (canvas: ReturnType<typeof within>) => canvas.getByRole('region', { name: /^Periodic table/ });

/** A phone in portrait (360×740): the legend above, the table scrolling sideways in its region with group 1 kept in view, no preview. */
export const PhonePortrait: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phone360' } },
  render: (args) => <Harness {...args} withInset />,
  play: async ({ canvasElement }) => {
    const region = tableRegion(within(canvasElement));
    await expect(region.scrollWidth).toBeGreaterThan(region.clientWidth);
    await expect(getComputedStyle(canvasElement.querySelector('#element-tile-Na')!).position).toBe('sticky');
    await expect(getComputedStyle(canvasElement.querySelector('#element-tile-Mg')!).position).not.toBe('sticky');
    await expect(within(canvasElement).getByText('Scroll sideways to see all 18 groups.')).toBeVisible();
  },
};
/** A phone in landscape (740×360): the table fits the width — number and symbol per tile, nothing to scroll sideways. */
export const PhoneLandscape: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'phoneLandscape' } },
  render: (args) => <Harness {...args} withInset />,
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBeLessThan(1024);
    await expect(window.matchMedia('(orientation: landscape)').matches).toBe(true);
    const region = tableRegion(within(canvasElement));
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
    const tile = canvasElement.querySelector('#element-tile-Og')!.getBoundingClientRect();
    await expect(tile.right).toBeLessThanOrEqual(region.getBoundingClientRect().right + 1);
    await expect(tile.width).toBeGreaterThanOrEqual(24);
    // Nothing to scroll, so nothing says to.
    await expect(within(canvasElement).getByText('Scroll sideways to see all 18 groups.')).not.toBeVisible();
  },
};

const rwElements = elements.map((e, i) => ({ ...e, name: elementNames.rw[i] ?? e.name }));
const longestRw = rwElements.reduce((a, b) => (b.name.length > a.name.length ? b : a));
const preview = (canvas: ReturnType<typeof within>, label = 'Element under the pointer or focus') => canvas.findByRole('region', { name: label });

export const ShouldPreviewALongKinyarwandaName: Story = {
  name: 'in Kinyarwanda, should show the longest element name in the preview without overflowing its row',
  tags: ['!autodocs'],
  globals: { viewport: { value: 'laptop1024' }, locale: 'rw' },
  render: (args) => <Harness {...args} elements={rwElements} withInset />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    canvasElement.querySelector<HTMLElement>(`#element-tile-${longestRw.symbol}`)!.focus();
    const region = await preview(canvas, 'Ikinyabutabire kiri munsi y’akambi cyangwa cyatoranyijwe');
    await waitFor(() => expect(region).toHaveTextContent(longestRw.name));
    await expect(within(region).getByRole('link', { name: `Soma ibyerekeye ${longestRw.name}` })).toHaveAttribute(
      'href',
      `/rw/periodic/${longestRw.symbol.toLowerCase()}`,
    );
    // It fits its row (the empty stretch of period 1): nothing cut off.
    await expect(region.scrollHeight).toBeLessThanOrEqual(region.clientHeight + 1);
    await expect(region.scrollWidth).toBeLessThanOrEqual(region.clientWidth + 1);
  },
};

export const ShouldPreviewFollowKeysAndHover: Story = {
  name: 'with arrow keys and the mouse, should show the focused or hovered element in the preview, without announcing it',
  tags: ['!autodocs'],
  globals: { viewport: { value: 'desktop' } },
  render: (args) => <Harness {...args} withInset />,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    // Before any tile is focused or hovered, the gap shows the keyboard hint.
    await expect(canvasElement.querySelector('[data-slot=periodic-gap-hint]')).toBeVisible();
    await expect(canvas.queryByRole('region', { name: 'Element under the pointer or focus' })).toBeNull();
    tile(canvas, 'Hydrogen').focus();
    const region = await preview(canvas);
    await expect(canvasElement.querySelector('[data-slot=periodic-gap-hint]')).toBeNull();
    await expect(region).toHaveTextContent(/Hydrogen/);
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(region).toHaveTextContent(/Helium/));
    await userEvent.keyboard('{ArrowDown}');
    await waitFor(() => expect(region).toHaveTextContent(/Neon/));
    await expect(region).toHaveTextContent(/Atomic number 10/);
    await expect(within(region).getByRole('link', { name: 'Read about Neon' })).toHaveAttribute('href', '/periodic/ne');
    // It shows, it does not speak: the focused tile has said all this (issue 44).
    await expect(region.querySelector('[aria-live], [role=status], [role=alert]')).toBeNull();
    await userEvent.hover(tile(canvas, 'Iron'));
    await waitFor(() => expect(region).toHaveTextContent(/Iron/));
    await expect(region).toHaveTextContent(/Transition metal/);
    await userEvent.unhover(canvasElement.querySelector<HTMLElement>('[data-slot=periodic-table] [role=radiogroup]')!);
    await waitFor(() => expect(region).toHaveTextContent(/Neon/));
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

/** The table with the element names in the story's language, as the page gives them. */
function Translated(props: Partial<PeriodicTableProps> & { withInset?: boolean }) {
  const lang = useLang();
  const localized = React.useMemo(
    () => (lang === 'en' ? elements : elements.map((e, i) => ({ ...e, name: elementNames[lang][i] ?? e.name, nameLang: elementNameLangs[lang][e.number] }))),
    [lang],
  );
  return <Harness {...props} elements={localized} />;
}

// Tab into the table's region and on to hydrogen (with the group's name and keyboard hint), move
// right to helium and down to neon with the arrow keys (focus moves, nothing is chosen; the preview
// says where focus is), choose neon with Enter, and Tab out and back to hear it checked.
const saysTiles = speaks(
  spoken,
  'walk the table and choose an element',
  async () => {
    await tab();
    await tab();
    await press('{ArrowRight}');
    await press('{ArrowDown}');
    await press('{Enter}');
    // Tab out (to the preview's link) and back: neon is now the checked tile.
    await tab();
    await tab({ back: true });
  },
  { budget: { name: 4, description: 12 } },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, walking the table and choosing an element, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysTiles,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, walking the table and choosing an element, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, walking the table and choosing an element, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};

/** The words of a text, as a listening budget counts them. */
const words = (text: string) => text.trim().split(/\s+/).filter(Boolean);
/** The text of the elements an ARIA attribute points to, joined by spaces as a name or description is. */
const referenced = (element: Element, attribute: string) =>
  (element.getAttribute(attribute) ?? '')
    .split(' ')
    .map((id) => element.ownerDocument.getElementById(id)?.textContent ?? '')
    .join(' ');

/** The play of the tests below: every tile's name and description, in the story's language, within budget. */
const speaksShort = (lang: 'en' | 'fr' | 'rw', neon: string, description: string): Story => ({
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  globals: { locale: lang },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const tiles = canvasElement.querySelectorAll<HTMLElement>('[data-slot=element-tile]');
    await expect(tiles).toHaveLength(118);
    const budget: string[] = [];
    for (const tile of tiles) {
      const name = referenced(tile, 'aria-labelledby');
      const about = referenced(tile, 'aria-describedby');
      // The name is the visible name and symbol; the description one plain string, no " , ".
      if (name !== `${tile.querySelector('[data-slot=element-name]')!.textContent} ${tile.querySelector('[data-slot=element-symbol]')!.textContent}`)
        budget.push(`${tile.id}: named "${name}"`);
      if (words(name).length > 4) budget.push(`${tile.id}: ${words(name).length} words in its name`);
      if (words(about).length > 12) budget.push(`${tile.id}: ${words(about).length} words in "${about}"`);
      if (/\s[,.:]/.test(about)) budget.push(`${tile.id}: stray punctuation in "${about}"`);
    }
    await expect(budget).toEqual([]);
    const ne = canvas.getByRole('radio', { name: neon });
    await expect(ne).toHaveAccessibleDescription(description);
  },
});
export const ShouldSpeakShortEn: Story = {
  ...speaksShort('en', 'Neon Ne', 'Atomic number 10, noble gas, period 2, group 18'),
  name: 'every tile should be named by its name and symbol (≤ 4 words) and described by number, category, period and group (≤ 12 words) (en)',
};
export const ShouldSpeakShortFr: Story = {
  ...speaksShort('fr', 'Néon Ne', 'Numéro atomique 10, gaz noble, période 2, groupe 18'),
  name: 'every tile should be named by its name and symbol (≤ 4 words) and described by number, category, period and group (≤ 12 words) (fr)',
};
export const ShouldSpeakShortRw: Story = {
  ...speaksShort('rw', 'Neon Ne', 'Nimero ya atome 10, gaze itivanga, peryode 2, itsinda 18'),
  name: 'every tile should be named by its name and symbol (≤ 4 words) and described by number, category, period and group (≤ 12 words) (rw)',
};

/** An English name kept on a Kinyarwanda page is marked as English; an international one is not. */
export const ShouldMarkForeignNamesRw: Story = {
  name: 'in Kinyarwanda, should mark an English name (Tin) and a French one (Azote) with their language, and leave international names (Neon) alone',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  globals: { locale: 'rw' },
  play: async ({ canvasElement }) => {
    const nameOf = (symbol: string) => canvasElement.querySelector(`#element-tile-${symbol}-name`)!;
    await expect(nameOf('Sn')).toHaveAttribute('lang', 'en');
    await expect(nameOf('N')).toHaveAttribute('lang', 'fr');
    await expect(nameOf('Ne')).not.toHaveAttribute('lang');
    await expect(nameOf('Au')).not.toHaveAttribute('lang');
  },
};

/**
 * At 1280×800 every element's name is shown in full, with no ellipsis and without hovering: the
 * number and the symbol share the first line, and the name has up to two lines of 12 px below
 * them. A long name breaks in the middle, balanced ("Praseo|dymium"), without a hyphen:
 * Kinyarwanda has no hyphenation dictionary in any browser, so all three languages break the same
 * way, and never with one letter alone on the second line. Below 768 px of height the rows are too
 * low for two lines: the name is then for screen readers only, as from 1024 to 1279 px, and the
 * preview above the table shows it in full.
 * The frame is the page's table width at 1280 px (1280 − 2 × 24 px of padding − a 15 px scroll bar).
 */
export const NamesAt1280: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'desktop' } },
  decorators: [
    (Story) => (
      <div style={{ width: 1217 + 32 }}>
        <Story />
      </div>
    ),
  ],
  render: (args) => <Translated {...args} withInset />,
};

/** Each shown name that is cut: hidden, wider than its box (an ellipsis), below its tile's edge, or pushing its symbol out. */
function cutNames(canvasElement: HTMLElement): string[] {
  const cut: string[] = [];
  for (const tile of canvasElement.querySelectorAll<HTMLElement>('[data-slot=element-tile]')) {
    const name = tile.querySelector<HTMLElement>('[data-slot=element-name]')!;
    const label = name.firstChild?.textContent ?? '';
    const box = name.getBoundingClientRect();
    const edge = tile.getBoundingClientRect();
    if (box.width <= 1 || box.height <= 1) cut.push(`${label}: hidden`);
    else if (name.scrollWidth > name.clientWidth) cut.push(`${label}: ${name.scrollWidth} px in ${name.clientWidth}`);
    // The tile clips what overflows it (from 1024 px its rows have a set height).
    else if (box.bottom > edge.bottom + 0.5 || name.scrollHeight > name.clientHeight) cut.push(`${label}: below the tile's edge`);
    // The number and the symbol beside each other above it, inside the tile too.
    const symbol = document.createRange();
    symbol.selectNodeContents(tile.querySelector('[data-slot=element-symbol]')!.firstChild!);
    if (symbol.getBoundingClientRect().right > edge.right + 0.5) cut.push(`${label}: its symbol past the tile's edge`);
  }
  return cut;
}

/** The play of the tests below: the longest names of `locale`, and all 118 names, shown in full. */
const namesInFull = (locale: 'en' | 'fr' | 'rw', longest: string[]): Story => ({
  ...NamesAt1280,
  globals: { ...NamesAt1280.globals, locale },
  play: async ({ canvasElement }) => {
    await expect(window.innerWidth).toBe(1280);
    const canvas = within(canvasElement);
    // The longest names are there, on their tiles, in this language, at 12 px or more (the table's floor from 1280 px)…
    for (const name of longest) {
      const shown = tile(canvas, name).querySelector('[data-slot=element-name]')!;
      await expect(shown).toHaveTextContent(name);
      await expect(parseFloat(getComputedStyle(shown).fontSize)).toBeGreaterThanOrEqual(12);
    }
    // …and no name of the 118 is hidden, cut with an ellipsis or clipped by its tile.
    await expect(canvasElement.querySelectorAll('[data-slot=element-name]')).toHaveLength(118);
    await expect(cutNames(canvasElement)).toEqual([]);
    await expect(getComputedStyle(tile(canvas, longest[0]!).querySelector('[data-slot=element-name]')!).textOverflow).not.toBe('ellipsis');
  },
});
export const ShouldShowFullNamesAt1280En: Story = {
  ...namesInFull('en', ['Rutherfordium', 'Praseodymium', 'Darmstadtium', 'Mendelevium', 'Hydrogen']),
  name: 'at 1280×800, should show every element’s name in full, without an ellipsis, the longest too (en)',
  tags: ['!autodocs'],
};
export const ShouldShowFullNamesAt1280Fr: Story = {
  ...namesInFull('fr', ['Rutherfordium', 'Praséodyme', 'Mendélévium', 'Hydrogène']),
  name: 'at 1280×800, should show every element’s name in full, without an ellipsis, the longest too (fr)',
  tags: ['!autodocs'],
};
export const ShouldShowFullNamesAt1280Rw: Story = {
  ...namesInFull('rw', ['Rutherfordium', 'Protactinium', 'Aluminiyumu', 'Manyeziyumu', 'Hidorojeni']),
  name: 'at 1280×800, should show every element’s name in full, without an ellipsis, the longest too (rw)',
  tags: ['!autodocs'],
};

/**
 * In forced colours (a Windows contrast theme) the fills and edges are gone, so each category has a
 * mark instead, the same in the legend and on its tiles: ● alkali metals, ○ alkaline
 * earth metals, ▲ lanthanoids, △ actinoids, ■ transition metals, □ post-transition metals,
 * ◆ metalloids, ◇ other nonmetals, ★ noble gases, ? unknown properties. Related categories share a
 * shape, filled then hollow. A shape is text: it takes the theme's text colour, stays sharp at any
 * zoom and costs no image (four border styles were too few for ten categories, and hatching turns
 * grey at 12 px). Screen readers do not hear it: the tile's name already ends with its category.
 * A highlighted category keeps its marks; the faded tiles lose theirs, as they lose their colour.
 * To see it here, turn on DevTools › Rendering › "Emulate CSS media feature forced-colors".
 */
export const ForcedColours: Story = {
  tags: ['!autodocs'],
  globals: { viewport: { value: 'desktop' } },
  decorators: NamesAt1280.decorators,
  render: (args) => <Harness {...args} withInset />,
};

/** A pseudo-element's `content`, as the browser computed it. */
const contentOf = (element: Element, pseudo: '::before' | '::after') => getComputedStyle(element, pseudo).content;
/** A tile's mark: before its name where the name shows (a phone, and from 1280×768), else in its corner. */
const tileMark = (tile: Element) => {
  const inName = contentOf(tile.querySelector('[data-slot=element-name]')!, '::before');
  return inName !== 'none' && inName !== 'normal' ? inName : contentOf(tile, '::after');
};

export const ShouldMatchLegendAndTilesInForcedColours: Story = {
  ...ForcedColours,
  name: 'in forced colours, should mark each category alike in the legend and on its tiles, ten marks apart, and none on faded tiles',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Outside forced colours the colours carry the category: no mark is drawn.
    await expect(tileMark(canvasElement.querySelector('#element-tile-Ne')!)).toBe('none');
    await emulateForcedColors();
    await expect(window.matchMedia('(forced-colors: active)').matches).toBe(true);
    const marks = new Map<ElementCategory, string>();
    for (const category of ELEMENT_CATEGORIES) {
      const slug = category.replaceAll(' ', '-');
      const swatch = canvasElement.querySelector(`[data-slot=category-legend] button[data-category="${slug}"] > span[aria-hidden=true]`)!;
      const tiles = canvasElement.querySelectorAll(`[data-slot=element-tile][data-category="${slug}"]`);
      const mark = contentOf(swatch, '::before');
      // A mark with empty alternative text ('"★" / ""'): seen, not read out.
      await expect(mark, `${category}: the legend's mark`).toMatch(/^".+" \/ ""$/);
      await expect(tiles.length, category).toBeGreaterThan(0);
      for (const tile of tiles) await expect(tileMark(tile), `${category}: #${tile.id}`).toBe(mark);
      marks.set(category, mark);
    }
    await expect(new Set(marks.values()).size).toBe(ELEMENT_CATEGORIES.length);
    // The placeholders of the lanthanoids and actinoids carry theirs; no name is cut for the room the marks take.
    const placeholders = canvasElement.querySelectorAll('[data-slot=periodic-placeholder]');
    await expect([...placeholders].map((p) => contentOf(p, '::after'))).toEqual([marks.get('lanthanoid'), marks.get('actinoid')]);
    await expect(cutNames(canvasElement)).toEqual([]);
    // The swatch is the mark alone: no box around it to read as one more square.
    await expect(getComputedStyle(canvasElement.querySelector('[data-slot=category-legend] button > span[aria-hidden=true]')!).borderTopWidth).toBe('0px');
    // Highlighting noble gases: neon keeps its mark, iron (faded) loses it.
    await userEvent.click(canvas.getByRole('button', { name: 'Noble gases' }));
    await expect(canvasElement.querySelector('#element-tile-Fe')).toHaveAttribute('data-dimmed');
    await expect(tileMark(canvasElement.querySelector('#element-tile-Fe')!)).toBe('none');
    await expect(tileMark(canvasElement.querySelector('#element-tile-Ne')!)).toBe(marks.get('noble gas'));
  },
};
