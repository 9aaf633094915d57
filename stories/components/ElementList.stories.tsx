import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElementList, type ListElement } from '../../src/components/ElementList';
import { elements } from '../../src/content/elements';

const list: ListElement[] = elements.map((e) => ({ ...e, englishName: e.name }));
const french: ListElement[] = list.map((e) => (e.symbol === 'Fe' ? { ...e, name: 'Fer' } : e.symbol === 'Au' ? { ...e, name: 'Or' } : e));

/** The elements as a searchable list, for small screens and screen readers. */
const meta = {
  title: 'Components/ElementList',
  component: ElementList,
  args: { elements: list, query: '', onQueryChange: fn(), onOpen: fn() },
  render: function Render(args) {
    const [query, setQuery] = React.useState(args.query);
    return (
      <div className="p-4">
        <ElementList
          {...args}
          query={query}
          onQueryChange={(next) => {
            setQuery(next);
            args.onQueryChange(next);
          }}
        />
      </div>
    );
  },
} satisfies Meta<typeof ElementList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** All 118 elements as a list, for small screens and screen readers. */
export const Default: Story = {};
/** Searching "iron": only the matching elements remain. */
export const WithQuery: Story = { args: { query: 'iron' } };
/** A search that matches nothing: the empty state. */
export const NoMatch: Story = { args: { query: 'zzz' } };
/** Searching "gas" at 320px. */
export const Phone: Story = { args: { query: 'gas' }, globals: { viewport: { value: 'phone320' } } };
/** In French, searching "fer". */
export const French: Story = { args: { elements: french, query: 'fer' }, globals: { locale: 'fr' } };

export const ShouldSearchByKeyboard: Story = {
  name: 'with the keyboard, should search, announce the count and open the element with Enter',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const search = canvas.getByRole('searchbox', { name: 'Search the elements' });
    await expect(search).toHaveFocus();
    await userEvent.keyboard('Fe');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(/^\d+ elements? found$/));
    const first = canvas.getAllByRole('listitem')[0]!;
    await expect(first).toHaveTextContent('Iron');
    await userEvent.tab();
    await userEvent.tab();
    await expect(within(first).getByRole('button')).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onOpen).toHaveBeenCalledWith('Fe');
  },
};

export const ShouldFindByNumber: Story = {
  name: 'when an atomic number is typed, should put that element first',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('searchbox'), '79');
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Gold'));
    await expect(canvas.getByText('1 element found')).toBeVisible();
  },
};

export const ShouldSpeakLikeATile: Story = {
  name: 'each entry should be named by the element’s name and symbol and described by its number, category, period and group',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    // As a tile says it (ElementTile): the name first, short; the rest after a pause.
    const gold = canvas.getByRole('button', { name: 'Gold Au' });
    await expect(gold).toHaveAccessibleDescription('Atomic number 79, transition metal, period 6, group 11');
    await expect(canvas.getByRole('button', { name: 'Cerium Ce' })).toHaveAccessibleDescription('Atomic number 58, lanthanoid, period 6');
    // Every entry within the budget: at most 4 words of name and 12 of description.
    for (const entry of within(canvas.getByRole('list', { name: 'Elements' })).getAllByRole('button')) {
      const about = canvasElement.ownerDocument.getElementById(entry.getAttribute('aria-describedby')!)!.textContent!;
      await expect(about.split(/\s+/).length, entry.id).toBeLessThanOrEqual(12);
    }
  },
};

export const ShouldOfferClearWhenNothingMatches: Story = {
  name: 'when nothing matches, should say so and clear the search from the button',
  tags: ['!autodocs'],
  args: { query: 'zzz' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'No element matches “zzz”' })).toBeVisible();
    await expect(canvas.getByText('0 elements found')).toBeVisible();
    // The empty state's button; the field's own clear button (×), before it, says the same and does the same.
    const clears = canvas.getAllByRole('button', { name: 'Clear the search' });
    await expect(clears).toHaveLength(2);
    await userEvent.click(clears[1]!);
    await expect(args.onQueryChange).toHaveBeenLastCalledWith('');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('118 elements found'));
  },
};

export const ShouldFindLocalNames: Story = {
  name: 'in French, should find iron as "fer" and as "iron"',
  tags: ['!autodocs'],
  args: { elements: french },
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const search = await canvas.findByRole('searchbox', { name: 'Rechercher un élément' });
    await userEvent.type(search, 'fer');
    await waitFor(() => expect(canvas.getAllByRole('listitem')[0]).toHaveTextContent('Fer'));
    await userEvent.clear(search);
    await userEvent.type(search, 'iron');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 élément trouvé'));
  },
};
