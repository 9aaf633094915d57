import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ElementPreview } from '../../src/components/ElementPreview';
import { inKinyarwanda } from '../support/globals';
import { expectOnlyMarked } from '../support/play';

const iron = { number: 26, symbol: 'Fe', name: 'Iron', atomicMass: '55.845', shells: [2, 8, 14, 2], category: 'transition metal' } as const;

/**
 * The wall chart's details box, in the empty first row of the periodic table from 1024 px: the focused
 * or hovered element's symbol, name, number, mass, category and shells, and a link to its page.
 */
const meta = {
  title: 'Components/ElementPreview',
  component: ElementPreview,
  args: { element: iron },
  decorators: [(Story) => <div style={{ maxWidth: '40rem' }}>{Story()}</div>],
} satisfies Meta<typeof ElementPreview>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Iron, as the preview shows it when its tile is focused. */
export const Default: Story = {};
/** A long Kinyarwanda name stays whole. */
export const LongKinyarwandaName: Story = {
  ...inKinyarwanda,
  args: {
    element: { number: 104, symbol: 'Rf', name: 'Ruterefordiyumu', atomicMass: '(267)', shells: [2, 8, 18, 32, 32, 10, 2], category: 'transition metal' },
  },
};

export const ShouldShowTheFactsAndLinkToThePage: Story = {
  name: 'should show name, number, mass, shells and a link to the element page',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const preview = canvas.getByRole('region', { name: /element/i });
    await expect(within(preview).getByText('Iron')).toBeVisible();
    await expect(preview).toHaveTextContent('26');
    await expect(preview).toHaveTextContent('55.845');
    await expect(preview).toHaveTextContent('2, 8, 14, 2');
    await expect(within(preview).getByRole('link', { name: /Iron/ })).toHaveAttribute('href', '/periodic/fe');
  },
};

export const ShouldMarkAnEnglishNameInKinyarwanda: Story = {
  name: 'should voice an English name in English inside the Kinyarwanda link',
  tags: ['!autodocs'],
  ...inKinyarwanda,
  args: {
    element: { number: 50, symbol: 'Sn', name: 'Tin', nameLang: 'en', atomicMass: '118.71', shells: [2, 8, 18, 18, 4], category: 'post-transition metal' },
  },
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Soma ibyerekeye Tin' });
    await expectOnlyMarked(link, 'Tin', 'en');
    await expect(link).toHaveTextContent(/^Soma ibyerekeye Tin$/);
  },
};
