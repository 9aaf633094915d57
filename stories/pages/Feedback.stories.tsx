import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import FeedbackPage from '../../src/pages/FeedbackPage';
import { inFrench, inKinyarwanda } from '../support/globals';

/**
 * You are a teacher who found a mistake in a past paper's answers. Things to try: read what is
 * worth telling us, find the feedback form (in this build no form address is configured, so the
 * page says so and the contact details stand in), switch to French.
 */
const meta = {
  title: 'Pages/Feedback',
  component: FeedbackPage,
  parameters: { route: '/feedback' },
} satisfies Meta<typeof FeedbackPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The feedback page: what is worth telling us and how (no form configured in this build). */
export const Default: Story = {};
/** In French. */
export const French: Story = inFrench;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldNeverShowAnEmptyFrame: Story = {
  name: 'without a configured form, should say so and offer the contact details',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Feedback' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Things worth telling us' })).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'This form is not available yet' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
  },
};
