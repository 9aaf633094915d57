import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { UpdatePrompt } from '../../src/components/UpdatePrompt';
import { inFrench } from '../support/globals';

/** Offered when a new version of the site is deployed; nothing happens until the visitor says so. */
const meta = {
  title: 'Components/UpdatePrompt',
  component: UpdatePrompt,
  args: { onReload: fn() },
} satisfies Meta<typeof UpdatePrompt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A new version is ready: the visitor may reload now or later. */
export const Default: Story = {};
/** No new version: nothing is shown. */
export const NoUpdate: Story = { args: { onReload: undefined } };
/** The prompt in French. */
export const French: Story = inFrench;

export const ShouldReloadOnRequest: Story = {
  name: 'when Reload is pressed by keyboard, should switch to the new version',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('status')).toHaveTextContent('A new version is available');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onReload).toHaveBeenCalledTimes(1);
  },
};
