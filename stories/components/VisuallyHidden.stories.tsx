import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { VisuallyHidden } from '../../src/components/VisuallyHidden';

/** Text for assistive technology only. */
const meta = {
  title: 'Components/VisuallyHidden',
  component: VisuallyHidden,
  args: { children: 'opens in a new tab' },
  render: (args) => (
    <p className="p-4">
      <a href="/books">
        Download <VisuallyHidden {...args} />
      </a>
    </p>
  ),
} satisfies Meta<typeof VisuallyHidden>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing to see: the text is there for screen readers only (inspect the code). */
export const Default: Story = {};

export const ShouldBeReadButNotShown: Story = {
  name: 'should add to the accessible name without taking space on screen',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('link', { name: 'Download opens in a new tab' })).toBeVisible();
    const hidden = canvas.getByText('opens in a new tab');
    await expect(hidden.getBoundingClientRect().width).toBeLessThanOrEqual(1);
  },
};
