import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ElementPager } from '../../src/components/ElementPager';

/** The previous and next elements, in order of atomic number, at the foot of an element's page. */
const meta = {
  title: 'Components/ElementPager',
  component: ElementPager,
  args: {
    previous: { name: 'Manganese', symbol: 'Mn', number: 25, href: '/periodic/mn' },
    next: { name: 'Cobalt', symbol: 'Co', number: 27, href: '/periodic/co' },
  },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ElementPager>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Iron's page: manganese before it, cobalt after it. */
export const Default: Story = {};

/** Hydrogen's page: nothing comes before element 1. */
export const First: Story = { args: { previous: undefined, next: { name: 'Helium', symbol: 'He', number: 2, href: '/periodic/he' } } };

/** The last element's page: nothing comes after it. */
export const Last: Story = { args: { previous: { name: 'Tennessine', symbol: 'Ts', number: 117, href: '/periodic/ts' }, next: undefined } };

/** In Kinyarwanda, whose labels are the longest; Manganese, an English name kept for want of a Kinyarwanda one, is marked as English. */
export const Kinyarwanda: Story = {
  globals: { locale: 'rw' },
  args: {
    previous: { name: 'Manganese', nameLang: 'en', symbol: 'Mn', number: 25, href: '/rw/periodic/mn' },
    next: { name: 'Cobalt', symbol: 'Co', number: 27, href: '/rw/periodic/co' },
  },
};

export const ShouldLinkPreviousAndNext: Story = {
  name: 'should be a named nav whose links say which way they lead and to which element',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Previous and next element' });
    await expect(within(nav).getByRole('link', { name: 'Previous element 25. Manganese (Mn)' })).toHaveAttribute('href', '/periodic/mn');
    await expect(within(nav).getByRole('link', { name: 'Next element 27. Cobalt (Co)' })).toHaveAttribute('href', '/periodic/co');
  },
};

export const ShouldTabPreviousThenNext: Story = {
  name: 'when tabbing, should reach the previous element, then the next',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Previous element/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Next element/ })).toHaveFocus();
  },
};

export const ShouldOfferOnlyNextOnTheFirstElement: Story = {
  name: 'on the first element, should offer only the next one',
  tags: ['!autodocs'],
  args: First.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Next element 2. Helium (He)' })).toBeVisible();
  },
};
