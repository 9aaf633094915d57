import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ProcessSteps } from '../../src/components/ProcessSteps';
import { phone320 } from '../support/globals';

/** A numbered process as an ordered list; the drawn numbers are decoration. */
const meta = {
  title: 'Components/ProcessSteps',
  component: ProcessSteps,
  args: {
    steps: [
      { id: 'contact', title: 'Get in touch', description: 'Send us a message through the contact page.' },
      { id: 'conversation', title: 'Talk it through', description: 'We meet to understand your goals.' },
      { id: 'plan', title: 'Agree on a plan', description: 'Together we write a short plan.' },
      { id: 'launch', title: 'Launch and review', description: 'We publish the work and review it with you.' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ProcessSteps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Numbered steps as an ordered list, in the default tone. */
export const Default: Story = {};
/** The secondary tone. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** At 320px, the steps stack. */
export const Phone: Story = phone320;

/** Both tones one above the other. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <ProcessSteps {...args} variant="default" />
      <ProcessSteps {...args} variant="secondary" />
    </div>
  ),
};

export const ShouldBeAnOrderedListOfFour: Story = {
  name: 'should be an ordered list of four steps, with the numbers hidden from screen readers',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const list = canvas.getByRole('list');
    await expect(list.tagName).toBe('OL');
    await expect(within(list).getAllByRole('listitem')).toHaveLength(4);
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'Get in touch',
      'Talk it through',
      'Agree on a plan',
      'Launch and review',
    ]);
    await expect(canvas.getByText('1')).toHaveAttribute('aria-hidden', 'true');
  },
};
