import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import NotFoundPage from '../../src/pages/NotFoundPage';
import { inKinyarwanda } from '../support/globals';

/** A teacher shared a link with a typing mistake. Things to try: go home, or jump to a main section. */
const meta = {
  title: 'Pages/NotFound',
  component: NotFoundPage,
  parameters: { route: '/bookz' },
} satisfies Meta<typeof NotFoundPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The not-found page: a way home and links to the main sections. */
export const Default: Story = {};
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldOfferWaysOn: Story = {
  name: 'should say the page is missing and offer home and the main sections',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Page not found' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go to the home page' })).toHaveAttribute('href', '/');
    await expect(canvas.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
    await expect(canvas.getByRole('link', { name: 'Periodic table' })).toHaveAttribute('href', '/periodic');
  },
};
