import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { FeatureCard } from '../../src/components/FeatureCard';
import { Icon } from '../../src/components/Icon';

/** One thing the site offers, with one link to it. */
const meta = {
  title: 'Components/FeatureCard',
  component: FeatureCard,
  args: {
    title: 'Past exam papers',
    text: 'Papers for S3, S6 and TVET are listed, but each download is still a sample file until we add the real paper.',
    actionLabel: 'Find a paper',
    to: '/papers',
    icon: <Icon name="paper" />,
    tone: 'sky',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof FeatureCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A feature card in the sky tone: icon, title, sentence and one link. */
export const Default: Story = {};
/** The sun tone. */
export const Sun: Story = { args: { tone: 'sun' } };
/** The green tone. */
export const Green: Story = { args: { tone: 'green' } };

/** The three tones side by side, as on the home page. */
export const AllVariants: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-none">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <div className="grid gap-4 p-4 md:grid-cols-3">
      {(['sky', 'sun', 'green'] as const).map((tone) => (
        <FeatureCard key={tone} {...args} tone={tone} title={`${args.title} (${tone})`} />
      ))}
    </div>
  ),
};

export const ShouldHaveOneActionLink: Story = {
  name: 'should have a heading and exactly one link, reachable by Tab',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Past exam papers' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Find a paper' })).toHaveFocus();
    await expect(canvas.getByRole('link', { name: 'Find a paper' })).toHaveAttribute('href', '/papers');
  },
};
