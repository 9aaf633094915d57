import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElementTile, type TileElement } from '../../src/components/ElementTile';
import { RadioGroup } from '../../src/components/RadioGroup';
import { elements } from '../../src/content/elements';

/** The name as read: the hidden commas sit in their own (block) spans, so the computed name has " ," for ",". */
const spoken = (name: string) => name.replace(/\s+,/g, ',').replace(/\s+/g, ' ').trim();
const el = (symbol: string): TileElement => elements.find((e) => e.symbol === symbol)!;
/** One element of each of the ten categories. */
const ONE_PER_CATEGORY = ['Na', 'Mg', 'La', 'U', 'Au', 'Sn', 'Si', 'O', 'Ne', 'Og'];

/** One element of the periodic table: a radio item of the table's group, coloured by category. */
const meta = {
  title: 'Components/ElementTile',
  component: ElementTile,
  args: { element: el('Au') },
  decorators: [
    (Story, context) => (
      <div className="p-4">
        <RadioGroup
          aria-label="Elements"
          name="elements"
          onValueChange={context.parameters.onValueChange as ((value: string) => void) | undefined}
          defaultValue={context.parameters.checked as string | undefined}
          className="grid [grid-template-columns:repeat(auto-fill,4.25rem)] gap-0.5"
        >
          <Story />
        </RadioGroup>
      </div>
    ),
  ],
} satisfies Meta<typeof ElementTile>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One element tile: number, symbol, name and atomic mass on its category colour. */
export const Default: Story = {};
/** The selected tile (gold), whose details are open. */
export const Checked: Story = { parameters: { checked: 'Au' } };
/** A dimmed tile, when the legend highlights another category. */
export const Dimmed: Story = { args: { dimmed: true } };
/** An element with no stable isotope (polonium): the mass of its longest-lived isotope in brackets. */
export const WithoutStableIsotope: Story = { args: { element: el('Po') } };
/** The longest names (rutherfordium) still fit the tile. */
export const LongName: Story = { args: { element: el('Rf') } };
/** A tile with the French name ("Or" for gold). */
export const French: Story = { args: { element: { ...el('Au'), name: 'Or' } }, globals: { locale: 'fr' } };

/** One element of each of the ten categories: every category colour. */
export const AllVariants: Story = {
  render: () => (
    <>
      {ONE_PER_CATEGORY.map((symbol) => (
        <ElementTile key={symbol} element={el(symbol)} />
      ))}
      {ONE_PER_CATEGORY.map((symbol) => (
        <ElementTile key={`${symbol}-dimmed`} element={el(symbol)} dimmed />
      ))}
    </>
  ),
};

export const ShouldShowCategoryInText: Story = {
  name: 'for every category, should name the category to assistive technology, not only by colour',
  tags: ['!autodocs'],
  render: AllVariants.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named by the tile's own text (WCAG 2.5.3: the name contains every visible word), category last.
    const expected = [
      ['11, Na, Sodium', 'Alkali metal'],
      ['12, Mg, Magnesium', 'Alkaline earth metal'],
      ['57, La, Lanthanum', 'Lanthanoid'],
      ['92, U, Uranium', 'Actinoid'],
      ['79, Au, Gold', 'Transition metal'],
      ['50, Sn, Tin', 'Post-transition metal'],
      ['14, Si, Silicon', 'Metalloid'],
      ['8, O, Oxygen', 'Other nonmetal'],
      ['10, Ne, Neon', 'Noble gas'],
      ['118, Og, Oganesson', 'Unknown properties'],
    ];
    for (const [start, category] of expected) {
      const tiles = canvas.getAllByRole('radio', { name: (name) => spoken(name).startsWith(`${start}, `) && spoken(name).endsWith(`, ${category}`) });
      await expect(tiles).toHaveLength(2);
      for (const tile of tiles) await expect(tile).not.toHaveAttribute('aria-label');
    }
    const categories = new Set(canvas.getAllByRole('radio').map((tile) => tile.dataset.category));
    await expect(categories.size).toBe(10);
  },
};

export const ShouldShowTheElementsData: Story = {
  name: 'should show gold\'s number, symbol, name, mass and electrons per shell',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('radio', { name: (name) => spoken(name).startsWith('79, Au, Gold, ') });
    await expect(tile).toHaveTextContent('79');
    await expect(tile.querySelector('[data-slot=element-symbol]')).toHaveTextContent('Au');
    await expect(tile.querySelector('[data-slot=element-name]')).toHaveTextContent('Gold');
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('196.97');
    await expect(tile.querySelector('[data-slot=element-shells]')).toHaveTextContent('2, 8, 18, 32, 18, 1');
  },
};

export const ShouldBracketMassWithoutStableIsotope: Story = {
  name: 'without a stable isotope, should show the mass number in brackets: (209)',
  tags: ['!autodocs'],
  args: { element: el('Po') },
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('radio', { name: (name) => spoken(name).startsWith('84, Po, Polonium, ') });
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('(209)');
  },
};

export const ShouldCheckWithSpaceByKeyboard: Story = {
  name: 'when focused with Tab and Space is pressed, should become the checked radio',
  tags: ['!autodocs'],
  parameters: { onValueChange: fn() },
  play: async ({ canvasElement, parameters }) => {
    const tile = within(canvasElement).getByRole('radio', { name: (name) => spoken(name).startsWith('79, Au, Gold, ') });
    await expect(tile).not.toBeChecked();
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(tile).toBeChecked();
    await expect(parameters.onValueChange).toHaveBeenCalledWith('Au');
  },
};

export const ShouldDecimalCommaInFrench: Story = {
  name: 'in French, should write the mass with a decimal comma and the French category',
  tags: ['!autodocs'],
  args: { element: { ...el('Au'), name: 'Or' } },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const tile = await within(canvasElement).findByRole('radio', {
      name: (name) => spoken(name) === '79, Au, Or, Masse atomique 196,97, Électrons par couche 2, 8, 18, 32, 18, 1, Métal de transition',
    });
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('196,97');
  },
};
