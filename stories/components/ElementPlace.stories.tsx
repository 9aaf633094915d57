import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ElementPlace } from '../../src/components/ElementPlace';
import { expectOnlyMarked } from '../support/play';

/** Where an element sits in the table (group, period, block, in words too) and links to its neighbours. */
const meta = {
  title: 'Components/ElementPlace',
  component: ElementPlace,
  args: {
    name: 'Iron',
    group: 8,
    period: 4,
    block: 'd',
    neighbours: {
      left: { name: 'Manganese', symbol: 'Mn', href: '/periodic/mn' },
      right: { name: 'Cobalt', symbol: 'Co', href: '/periodic/co' },
      below: { name: 'Ruthenium', symbol: 'Ru', href: '/periodic/ru' },
    },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ElementPlace>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Iron: group 8, period 4, with no element above it (the cell over iron is empty). */
export const Default: Story = {};

/** A lanthanoid: no group number, its neighbours in its own row and the actinoid row below. */
export const Lanthanoid: Story = {
  args: {
    name: 'Cerium',
    group: null,
    period: 6,
    block: 'f',
    neighbours: {
      left: { name: 'Lanthanum', symbol: 'La', href: '/periodic/la' },
      right: { name: 'Praseodymium', symbol: 'Pr', href: '/periodic/pr' },
      below: { name: 'Thorium', symbol: 'Th', href: '/periodic/th' },
    },
  },
};

/** In Kinyarwanda, the labels are the longest; Manganese, an English name kept for want of a Kinyarwanda one, is marked as English. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: {
    name: 'Ubutare',
    neighbours: {
      left: { name: 'Manganese', nameLang: 'en', symbol: 'Mn', href: '/rw/periodic/mn' },
      right: { name: 'Cobalt', symbol: 'Co', href: '/rw/periodic/co' },
      below: { name: 'Ruthenium', symbol: 'Ru', href: '/rw/periodic/ru' },
    },
  },
};

export const ShouldLinkEachNeighbour: Story = {
  name: 'should name the group and period and link each neighbour by name and symbol',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Where it sits in the table' })).toBeVisible();
    await expect(canvas.getByText('Iron is in period 4 and group 8 of the periodic table, in the d-block.')).toBeVisible();
    const list = canvas.getByRole('list', { name: 'Its neighbours in the table' });
    await expect(within(list).getAllByRole('link')).toHaveLength(3);
    await expect(within(list).getByRole('link', { name: 'Manganese (Mn)' })).toHaveAttribute('href', '/periodic/mn');
    await expect(within(list).getByRole('link', { name: 'Ruthenium (Ru)' })).toHaveAttribute('href', '/periodic/ru');
  },
};

export const ShouldTabThroughNeighbours: Story = {
  name: 'when tabbing, should reach the neighbours left, right, then below',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Manganese (Mn)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Cobalt (Co)' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Ruthenium (Ru)' })).toHaveFocus();
  },
};

export const ShouldSayLanthanoidsHaveNoGroup: Story = {
  name: 'for a lanthanoid, should say it has no group and sits in a row of its own',
  tags: ['!autodocs'],
  args: Lanthanoid.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText(/^Cerium is in period 6, in the f-block/)).toBeVisible();
    await expect(canvas.getByText('None: the lanthanoids and actinoids are drawn in rows of their own')).toBeVisible();
  },
};

export const ShouldMarkAnEnglishNameInTheSentence: Story = {
  name: 'should voice an English element name in English inside the Kinyarwanda sentence',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  args: {
    name: 'Tin',
    nameLang: 'en',
    group: 14,
    period: 5,
    block: 'p',
    neighbours: { left: { name: 'Indiyumu', symbol: 'In', href: '/rw/periodic/in' } },
  },
  play: async ({ canvasElement }) => {
    const section = within(canvasElement).getByRole('region');
    const sentence = [...section.querySelectorAll('p')].find((p) => p.textContent?.includes('Tin'));
    await expect(sentence).toBeDefined();
    // The name alone carries lang="en"; the sentence around it stays Kinyarwanda (WCAG 3.1.2).
    await expectOnlyMarked(sentence!, 'Tin', 'en');
    await expect(sentence!.textContent).not.toMatch(/\[\[/);
  },
};
