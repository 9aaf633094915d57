import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import ComingSoonPage from '../../src/pages/ComingSoonPage';
import { inFrench } from '../support/globals';

/** You followed a link to a category that is not ready yet. Things to try: go back home. */
const meta = {
  title: 'Pages/ComingSoon',
  component: ComingSoonPage,
  parameters: { route: '/coming-soon' },
} satisfies Meta<typeof ComingSoonPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The page for a section not ready yet, with a way home. */
export const Default: Story = {};
/** In French. */
export const French: Story = inFrench;

export const ShouldExplainAndLeadHome: Story = {
  name: 'should say the feature is coming and link home',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Features Content Coming Soon' })).toBeVisible();
    await expect(canvas.getByText("This feature is under development. We're working hard to bring you amazing content.")).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute('href', '/');
  },
};
