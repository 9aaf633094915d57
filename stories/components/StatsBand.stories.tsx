import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor, within } from 'storybook/test';
import { StatsBand } from '../../src/components/StatsBand';
import { phone320 } from '../support/globals';

const stats = [
  { id: 'resources', value: 50, unit: 'plus', label: 'Learning resources' },
  { id: 'monthlyUsers', value: 500, unit: 'none', label: 'Monthly users' },
  { id: 'countries', value: 10, unit: 'plus', label: 'Countries reached' },
  { id: 'satisfaction', value: 90, unit: 'percent', label: 'User satisfaction' },
] as const;

/** A band of headline figures, each written the reader's way ("90 %" in French). */
const meta = {
  title: 'Components/StatsBand',
  component: StatsBand,
  args: { title: 'Ubumenyi in numbers', stats: [...stats] },
} satisfies Meta<typeof StatsBand>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A band of four headline figures. */
export const Default: Story = {};
/** The secondary tone. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** At 320px, the figures stack in two columns. */
export const Phone: Story = phone320;
/** In French: numbers written the French way ("90 %"). */
export const French: Story = {
  args: {
    title: 'Ubumenyi en chiffres',
    stats: stats.map((s, i) => ({ ...s, label: ['Ressources d’apprentissage', 'Utilisateurs par mois', 'Pays atteints', 'Utilisateurs satisfaits'][i]! })),
  },
  globals: { locale: 'fr' },
};

/** Both tones one above the other. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <StatsBand {...args} title="Default band" variant="default" />
      <StatsBand {...args} title="Secondary band" variant="secondary" />
    </div>
  ),
};

export const ShouldShowTheFourFigures: Story = {
  name: 'should show 50+, 500, 10+ and 90% with their labels under a heading',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const band = canvas.getByRole('region', { name: 'Ubumenyi in numbers' });
    const items = within(band).getAllByRole('listitem');
    await expect(items.map((li) => li.textContent)).toEqual(['50+Learning resources', '500Monthly users', '10+Countries reached', '90%User satisfaction']);
  },
};

export const ShouldWritePercentTheFrenchWay: Story = {
  ...French,
  name: 'in French, should write 90 % with a narrow no-break space',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const band = await within(canvasElement).findByRole('region', { name: 'Ubumenyi en chiffres' });
    // The testing-library text matcher folds U+202F into a plain space, so compare textContent exactly.
    const figures = () =>
      within(band)
        .getAllByRole('listitem')
        .map((li) => li.firstElementChild?.textContent);
    await waitFor(() => expect(figures()).toEqual(['50+', '500', '10+', '90\u202f%']));
  },
};
