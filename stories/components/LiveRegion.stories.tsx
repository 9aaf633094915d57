import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { LiveRegion } from '../../src/components/LiveRegion';
import { Button } from '../../src/components/Button';

/** A polite status region: screen readers read its text when it changes. */
const meta = {
  title: 'Components/LiveRegion',
  component: LiveRegion,
  args: { message: 'Found 12 books', visible: true },
} satisfies Meta<typeof LiveRegion>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A visible polite status message, read out when it changes. */
export const Default: Story = {};
/** The same message for screen readers only. */
export const Hidden: Story = { args: { visible: false } };
/** An assertive message, read out at once: for errors only. */
export const Assertive: Story = { args: { politeness: 'assertive', message: 'Could not open WhatsApp' } };

function Counter() {
  const [count, setCount] = React.useState(12);
  return (
    <div className="p-4">
      <Button onClick={() => setCount((c) => c - 1)}>Filter</Button>
      <LiveRegion visible message={`Found ${count} books`} />
    </div>
  );
}

export const ShouldAnnounceChanges: Story = {
  name: 'when the text changes, the polite status region should hold the new text',
  tags: ['!autodocs'],
  render: () => <Counter />,
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveAttribute('aria-atomic', 'true');
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(status).toHaveTextContent('Found 11 books');
  },
};

export const ShouldUseAlertWhenAssertive: Story = {
  name: 'assertive, should be an alert',
  tags: ['!autodocs'],
  args: { politeness: 'assertive', message: 'Could not open WhatsApp' },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('alert')).toHaveTextContent('Could not open WhatsApp');
  },
};
