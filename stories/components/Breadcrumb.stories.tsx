import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { Breadcrumb } from '../../src/components/Breadcrumb';

/** Where the page sits: a labelled nav landmark with aria-current on the last crumb. */
const meta = {
  title: 'Components/Breadcrumb',
  component: Breadcrumb,
  args: { items: [{ label: 'Home', to: '/' }, { label: 'Past Papers' }] },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof Breadcrumb>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Two crumbs: a link home and the current page (not a link). */
export const Default: Story = {};

/** Three levels deep, as on a level guide. */
export const ThreeLevels: Story = {
  args: {
    items: [{ label: 'Home', to: '/' }, { label: 'Academic levels', to: '/academic-levels' }, { label: 'O-Level (S1–S3)' }],
  },
};

/** Crumbs and the landmark name in Kinyarwanda. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, args: { items: [{ label: 'Ahabanza', to: '/' }, { label: 'Ibizamini byahise' }] } };

export const ShouldMarkCurrentPage: Story = {
  name: 'should be a named nav with aria-current on the last crumb',
  tags: ['!autodocs'],
  args: ThreeLevels.args,
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Breadcrumb' });
    const current = within(nav).getByText('O-Level (S1–S3)');
    await expect(current).toHaveAttribute('aria-current', 'page');
    await expect(within(nav).getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(within(nav).getAllByRole('link')).toHaveLength(2);
  },
};

export const ShouldTabThroughLinks: Story = {
  name: 'when tabbing, should reach each link in order and skip the current page',
  tags: ['!autodocs'],
  args: ThreeLevels.args,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Academic levels' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvasElement.ownerDocument.activeElement).toBe(canvasElement.ownerDocument.body);
  },
};
