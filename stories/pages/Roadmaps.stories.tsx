import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RoadmapsPage from '../../src/pages/RoadmapsPage';

/**
 * You finished Senior 6 and want to become a web developer.
 * Things to try: search "react" or "data", page to the last roadmaps, search something absent.
 */
const meta = {
  title: 'Pages/Roadmaps',
  component: RoadmapsPage,
  parameters: { route: '/road-maps' },
} satisfies Meta<typeof RoadmapsPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The developer roadmaps library. */
export const Default: Story = {};
/** A search that finds no roadmap. */
export const Empty: Story = { parameters: { route: '/road-maps?q=astronomy' } };

export const ShouldListThirdPage: Story = {
  name: 'when opened on page 3, should show the last five roadmaps',
  tags: ['!autodocs'],
  parameters: { route: '/road-maps?page=3' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByTestId('showing-range')).toHaveTextContent('Showing 13 to 17 of 17');
    await expect(canvas.getByRole('heading', { name: 'Docker Roadmap' })).toBeVisible();
  },
};
