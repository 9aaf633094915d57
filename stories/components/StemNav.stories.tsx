import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { StemNav } from '../../src/components/StemNav';
import { phone320 } from '../support/globals';

const items = [
  { id: 'science', label: 'Science', to: '/science/science-overview' },
  { id: 'technology', label: 'Technology', to: '/technology/technology-overview' },
  { id: 'engineering', label: 'Engineering', to: '/engineering/engineering-overview' },
  { id: 'mathematics', label: 'Mathematics', to: '/mathematics/mathematics-overview' },
];

/** The four-button navigation between the STEM overview pages; the current one carries aria-current="page". */
const meta = {
  title: 'Components/StemNav',
  component: StemNav,
  args: { label: 'STEM subjects', items, current: 'science' },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof StemNav>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The four STEM buttons with Science current. */
export const Default: Story = {};
/** Technology current. */
export const TechnologyCurrent: Story = { args: { current: 'technology' } };
/** Engineering current. */
export const EngineeringCurrent: Story = { args: { current: 'engineering' } };
/** Mathematics current. */
export const MathematicsCurrent: Story = { args: { current: 'mathematics' } };
/** At 320px, the buttons wrap. */
export const Phone: Story = phone320;

/** Each subject current in turn. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-6">
      {items.map((item) => (
        <StemNav key={item.id} {...args} label={`STEM subjects (${item.label} current)`} current={item.id} />
      ))}
    </div>
  ),
};

export const ShouldMarkOnlyTheCurrentPage: Story = {
  args: { current: 'engineering' },
  name: 'should set aria-current="page" on the current subject only',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'STEM subjects' });
    const links = within(nav).getAllByRole('link');
    await expect(links.map((l) => l.textContent)).toEqual(['Science', 'Technology', 'Engineering', 'Mathematics']);
    await expect(within(nav).getByRole('link', { name: 'Engineering' })).toHaveAttribute('aria-current', 'page');
    for (const name of ['Science', 'Technology', 'Mathematics']) {
      await expect(within(nav).getByRole('link', { name })).not.toHaveAttribute('aria-current');
    }
  },
};

export const ShouldTabThroughInOrder: Story = {
  name: 'with the keyboard, Tab should visit the four subjects in order',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const name of ['Science', 'Technology', 'Engineering', 'Mathematics']) {
      await userEvent.tab();
      await expect(canvas.getByRole('link', { name })).toHaveFocus();
    }
  },
};
