import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { OfflineNotice } from '../../src/components/OfflineNotice';
import { inKinyarwanda } from '../support/globals';

/** Shown under the header while the visitor is offline. */
const meta = {
  title: 'Components/OfflineNotice',
  component: OfflineNotice,
  args: { offline: true },
} satisfies Meta<typeof OfflineNotice>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The notice shown under the header while the visitor is offline. */
export const Default: Story = {};
/** Online: nothing is shown. */
export const Online: Story = { args: { offline: false } };
/** The notice in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

export const ShouldTellSavedPagesWork: Story = {
  name: 'offline, should say so in a polite status',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const status = within(canvasElement).getByRole('status');
    await expect(status).toHaveTextContent("You're offline — saved pages still work");
    await expect(status).toHaveAttribute('aria-live', 'polite');
  },
};

export const ShouldStayEmptyOnline: Story = {
  name: 'online, should keep an empty status region ready',
  tags: ['!autodocs'],
  args: { offline: false },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('status')).toBeEmptyDOMElement();
  },
};
