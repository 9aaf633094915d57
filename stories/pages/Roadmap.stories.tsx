import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import RoadmapPage from '../../src/pages/RoadmapPage';
import { inKinyarwanda } from '../support/globals';

/**
 * You are learning web development on your own and follow the Frontend Developer road map. Things to
 * try: tick the topics you know with the keyboard, see your progress, read it in Kinyarwanda, print it.
 */
const meta = {
  title: 'Pages/Roadmap',
  component: RoadmapPage,
  parameters: { route: '/road-maps/frontend-developer', routePath: '/road-maps/:slug' },
} satisfies Meta<typeof RoadmapPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldShowThePlanWithItsTrail: Story = {
  name: 'when opened, should show the road map, its breadcrumb, its date and the checklist at 0 done',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 1, name: 'Frontend Developer Roadmap' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Developer roadmaps' })).toHaveAttribute('href', '/road-maps');
    await expect(canvas.getByText(/Content reviewed on/)).toBeVisible();
    await expect(canvas.getByTestId('roadmap-progress-text')).toHaveTextContent(/^0 of \d+ topics done$/);
    await expect(canvas.getByRole('link', { name: /^Download PDF/ })).toHaveAttribute('href', '/roadmaps/frontend-developer.pdf');
  },
};
