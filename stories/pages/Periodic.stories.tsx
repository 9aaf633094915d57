import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PeriodicPage from '../../src/pages/PeriodicPage';
import { phone360, inKinyarwanda } from '../support/globals';

/**
 * You are in S2 chemistry and your teacher shared a link to gold's details; then you want to
 * compare it with its neighbours. Things to try: close the dialog and see focus land on gold,
 * walk with the arrow keys (down from iron is ruthenium), type "118", highlight the noble gases,
 * switch to the list view and search "fer" in French.
 */
const meta = {
  title: 'Pages/Periodic',
  component: PeriodicPage,
  parameters: { route: '/periodic' },
} satisfies Meta<typeof PeriodicPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The periodic table page as it opens. */
export const Default: Story = {};
/** A link to gold's details (?element=Au): the dialog opens on arrival. */
export const SharedGold: Story = { parameters: { route: '/periodic?element=Au' } };
/** The list view, searching "gas". */
export const ListView: Story = { parameters: { route: '/periodic?view=list&q=gas' } };
/** At 360px. */
export const Phone: Story = { ...phone360, tags: ['!autodocs'] }; // on the docs page it would be Default again
/** In French, with iron's details open. */
export const French: Story = { globals: { locale: 'fr' }, parameters: { route: '/periodic?element=Fe' } };
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldOpenSharedLinkAndReturnToTile: Story = {
  name: 'when opened from ?element=Au, should show gold with its description, and on close return focus to the gold tile',
  tags: ['!autodocs'],
  parameters: { route: '/periodic?element=Au' },
  play: async ({ canvasElement }) => {
    const body = within(canvasElement.ownerDocument.body);
    const dialog = await body.findByRole('dialog', { name: 'Gold' });
    await expect(dialog).toHaveTextContent('196.97 u');
    await waitFor(() => expect(within(dialog).getByRole('region', { name: 'Description' })).not.toHaveTextContent('Loading'), { timeout: 10_000 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    const gold = canvasElement.querySelector<HTMLElement>('#element-tile-Au')!;
    await waitFor(() => expect(gold).toHaveFocus());
    await expect(gold).toHaveAttribute('aria-checked', 'false');
    await expect(within(canvasElement).getAllByRole('heading', { level: 1 })).toHaveLength(1);
  },
};

export const ShouldSwitchToTheListByKeyboard: Story = {
  name: 'with the keyboard, should switch to the list view, search and open an element',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const table = await canvas.findByRole('tab', { name: 'Table' });
    table.focus();
    await userEvent.keyboard('{ArrowRight}');
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'List view' })).toHaveAttribute('aria-selected', 'true'));
    const search = await canvas.findByRole('searchbox', { name: 'Search the elements' });
    search.focus();
    await userEvent.keyboard('neon');
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent('1 element found'));
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Neon' });
    await expect(dialog).toHaveTextContent('Noble gas');
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(canvasElement.querySelector('#element-item-Ne')).toHaveFocus());
  },
};

export const ShouldCreditTheSources: Story = {
  name: 'should credit the data sources at the foot of the page',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const credits = canvas.getByRole('region', { name: 'Where the data comes from' });
    for (const name of [/PubChem/, /IUPAC/, /NIST/, /mendeleev/, /chemical-elements/, /Periodic-Table-JSON/]) {
      await expect(within(credits).getByRole('link', { name })).toHaveAttribute('href', expect.stringMatching(/^https:\/\//));
    }
    await expect(credits).toHaveTextContent('CRC Handbook');
  },
};
