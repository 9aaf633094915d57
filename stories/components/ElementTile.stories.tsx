import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElementTile, type TileElement } from '../../src/components/ElementTile';
import { RadioGroup } from '../../src/components/RadioGroup';
import { elements } from '../../src/content/elements';

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
          className="grid w-max [grid-template-columns:repeat(5,4.25rem)] gap-0.5"
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
    const expected = {
      Na: 'Sodium, Na, atomic number 11, Alkali metal',
      Mg: 'Magnesium, Mg, atomic number 12, Alkaline earth metal',
      La: 'Lanthanum, La, atomic number 57, Lanthanoid',
      U: 'Uranium, U, atomic number 92, Actinoid',
      Au: 'Gold, Au, atomic number 79, Transition metal',
      Sn: 'Tin, Sn, atomic number 50, Post-transition metal',
      Si: 'Silicon, Si, atomic number 14, Metalloid',
      O: 'Oxygen, O, atomic number 8, Other nonmetal',
      Ne: 'Neon, Ne, atomic number 10, Noble gas',
      Og: 'Oganesson, Og, atomic number 118, Unknown properties',
    };
    for (const name of Object.values(expected)) await expect(canvas.getAllByRole('radio', { name })).toHaveLength(2);
    const categories = new Set(canvas.getAllByRole('radio').map((tile) => tile.dataset.category));
    await expect(categories.size).toBe(10);
  },
};

export const ShouldShowTheElementsData: Story = {
  name: 'should show gold\'s number, symbol, name, mass and electrons per shell',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('radio', { name: /^Gold/ });
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
    const tile = within(canvasElement).getByRole('radio', { name: /^Polonium/ });
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('(209)');
  },
};

export const ShouldCheckWithSpaceByKeyboard: Story = {
  name: 'when focused with Tab and Space is pressed, should become the checked radio',
  tags: ['!autodocs'],
  parameters: { onValueChange: fn() },
  play: async ({ canvasElement, parameters }) => {
    const tile = within(canvasElement).getByRole('radio', { name: /^Gold/ });
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
    const tile = await within(canvasElement).findByRole('radio', { name: 'Or, Au, numéro atomique 79, Métal de transition' });
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('196,97');
  },
};
