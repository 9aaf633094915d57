import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { CategoryLegend } from '../../src/components/CategoryLegend';
import { elements } from '../../src/content/elements';
import { ELEMENT_CATEGORIES, type ElementCategory } from '../../src/lib/element-categories';
import { phone320, inKinyarwanda } from '../support/globals';

const counts = Object.fromEntries(ELEMENT_CATEGORIES.map((c) => [c, elements.filter((e) => e.category === c).length])) as Record<ElementCategory, number>;

/** The key to the periodic table's colours: toggles that highlight one category, announced. */
const meta = {
  title: 'Components/CategoryLegend',
  component: CategoryLegend,
  args: { value: undefined, onValueChange: fn(), counts },
  render: function Render(args) {
    const [value, setValue] = React.useState<ElementCategory | undefined>(args.value);
    return (
      <div className="p-4">
        <CategoryLegend
          {...args}
          value={value}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof CategoryLegend>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The ten element categories with their colours, none highlighted. */
export const Default: Story = {};
/** Transition metals highlighted: the toggle is pressed and the table dims the others. */
export const WithHighlight: Story = { args: { value: 'transition metal' } };
/** Category names in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;
/** The legend at 320px: toggles wrap onto several lines. */
export const Phone: Story = phone320;
/**
 * In forced colours (a Windows contrast theme) the swatches' colours are gone, so each swatch
 * shows its category's mark instead, the one on that category's tiles (before the name, or in
 * the corner where the tile shows no name):
 * ● alkali metals, ○ alkaline earth metals, ▲ lanthanoids, △ actinoids, ■ transition metals,
 * □ post-transition metals, ◆ metalloids, ◇ other nonmetals, ★ noble gases, ? unknown properties.
 * Related categories share a shape, filled then hollow. A shape is text: it takes the theme's text
 * colour, stays sharp at any zoom and costs no image or paint layer; four border styles were too
 * few for ten categories, and a hatched pattern turns to grey at 12 px. Screen readers do not hear
 * it (empty alternative text): the button already says the category. Here it shows in ordinary
 * colours; turn on DevTools › Rendering › "Emulate CSS media feature forced-colors" to see the
 * marks. The PeriodicTable stories test them against the tiles.
 */
export const ForcedColours: Story = {};

export const ShouldToggleByKeyboard: Story = {
  name: 'with the keyboard, Enter should highlight a category and announce its count; again should clear it',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('button')).toHaveLength(10);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Alkali metals' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('button', { name: 'Alkali metals' })).toHaveAttribute('aria-pressed', 'true');
    await expect(args.onValueChange).toHaveBeenLastCalledWith('alkali metal');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Alkali metals highlighted: 6 elements'));
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByRole('button', { name: 'Alkaline earth metals' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Alkali metals' })).toHaveAttribute('aria-pressed', 'false');
    await userEvent.keyboard(' ');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(undefined);
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Highlight removed: all elements are shown'));
  },
};

export const ShouldAnnounceSingular: Story = {
  name: 'in French, should announce with French plural rules',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(await canvas.findByRole('button', { name: 'Gaz nobles' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('Gaz nobles en évidence : 6 éléments'));
  },
};
