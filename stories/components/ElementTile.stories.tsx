import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ElementTile, type TileElement } from '../../src/components/ElementTile';
import { RadioGroup } from '../../src/components/RadioGroup';
import { elements } from '../../src/content/elements';

const el = (symbol: string): TileElement => elements.find((e) => e.symbol === symbol)!;
/** One element of each of the ten categories. */
const ONE_PER_CATEGORY = ['Na', 'Mg', 'La', 'U', 'Au', 'Sn', 'Si', 'O', 'Ne', 'Og'];
/** Another of each, dimmed: a tile's ids come from its symbol, and the name and description point to them, so each tile on a page is another element. */
const ANOTHER_PER_CATEGORY = ['K', 'Ca', 'Ce', 'Th', 'Ag', 'Pb', 'Ge', 'N', 'Ar', 'Ts'];

/**
 * One element of the periodic table: a radio item of the table's group, coloured by category.
 * A screen reader hears its name and symbol ("Gold Au": the visible name and symbol, by
 * `aria-labelledby`, WCAG 2.5.3), its state, then its description: "Atomic number 79, transition
 * metal, period 6, group 11" (at most 12 words in en, fr and rw). The name comes first because it
 * is what a learner walking the table listens for; period and group are the place a sighted
 * learner sees; the mass and shells wait for the details, so an arrow key costs about 9 words, not 20.
 */
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
      {ANOTHER_PER_CATEGORY.map((symbol) => (
        <ElementTile key={symbol} element={el(symbol)} dimmed />
      ))}
    </>
  ),
};

export const ShouldShowCategoryInText: Story = {
  name: 'for every category, should say the category to assistive technology after the name, not only by colour',
  tags: ['!autodocs'],
  render: AllVariants.render,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // Named by the tile's visible name and symbol (WCAG 2.5.3); number, category, period and group are its description.
    const expected = [
      ['Sodium Na', 'Atomic number 11, alkali metal, period 3, group 1'],
      ['Magnesium Mg', 'Atomic number 12, alkaline earth metal, period 3, group 2'],
      ['Lanthanum La', 'Atomic number 57, lanthanoid, period 6'],
      ['Uranium U', 'Atomic number 92, actinoid, period 7'],
      ['Gold Au', 'Atomic number 79, transition metal, period 6, group 11'],
      ['Tin Sn', 'Atomic number 50, post-transition metal, period 5, group 14'],
      ['Silicon Si', 'Atomic number 14, metalloid, period 3, group 14'],
      ['Oxygen O', 'Atomic number 8, other nonmetal, period 2, group 16'],
      ['Neon Ne', 'Atomic number 10, noble gas, period 2, group 18'],
      ['Oganesson Og', 'Atomic number 118, unknown properties, period 7, group 18'],
    ];
    for (const [name, description] of expected) {
      const tile = canvas.getByRole('radio', { name });
      await expect(tile).toHaveAccessibleDescription(description);
      await expect(tile).not.toHaveAttribute('aria-label');
    }
    // Faded tiles say their category too.
    await expect(canvas.getByRole('radio', { name: 'Lead Pb' })).toHaveAccessibleDescription('Atomic number 82, post-transition metal, period 6, group 14');
    const categories = new Set(canvas.getAllByRole('radio').map((tile) => tile.dataset.category));
    await expect(categories.size).toBe(10);
  },
};

export const ShouldShowTheElementsData: Story = {
  name: "should show gold's number, symbol, name, mass and electrons per shell",
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const tile = within(canvasElement).getByRole('radio', { name: 'Gold Au' });
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
    const tile = within(canvasElement).getByRole('radio', { name: 'Polonium Po' });
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('(209)');
  },
};

export const ShouldCheckWithSpaceByKeyboard: Story = {
  name: 'when focused with Tab and Space is pressed, should become the checked radio',
  tags: ['!autodocs'],
  parameters: { onValueChange: fn() },
  play: async ({ canvasElement, parameters }) => {
    const tile = within(canvasElement).getByRole('radio', { name: 'Gold Au' });
    await expect(tile).not.toBeChecked();
    await userEvent.tab();
    await expect(tile).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(tile).toBeChecked();
    await expect(parameters.onValueChange).toHaveBeenCalledWith('Au');
  },
};

export const ShouldDecimalCommaInFrench: Story = {
  name: 'in French, should write the mass with a decimal comma and describe the tile in French',
  tags: ['!autodocs'],
  args: { element: { ...el('Au'), name: 'Or' } },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const tile = await within(canvasElement).findByRole('radio', { name: 'Or Au' });
    await expect(tile).toHaveAccessibleDescription('Numéro atomique 79, métal de transition, période 6, groupe 11');
    await expect(tile.querySelector('[data-slot=element-mass]')).toHaveTextContent('196,97');
  },
};
