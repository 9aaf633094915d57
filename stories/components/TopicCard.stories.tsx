import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TopicCard } from '../../src/components/TopicCard';

/** A topic or resource on an information page, with one link; a "Coming soon" badge when the link leads to /coming-soon. */
const meta = {
  title: 'Components/TopicCard',
  component: TopicCard,
  args: {
    title: 'Virtual lab',
    description: 'Run physics, chemistry and biology experiments on your phone: change one thing at a time and watch the result.',
    actionLabel: 'Open the virtual lab',
    to: '/simulation',
    icon: 'flask',
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TopicCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A topic card: title, sentence and one link. */
export const Default: Story = {};

/** With a list of benefits. */
export const WithBenefits: Story = {
  args: { benefits: ['No equipment, chemicals or risk', 'Repeat an experiment as many times as you like'] },
};

/** A topic not ready yet: a "Coming soon" badge. */
export const ComingSoon: Story = {
  args: {
    title: 'Hands-on projects',
    description: 'Experiments with things you can find at home or at school.',
    actionLabel: 'See the planned projects',
    to: '/coming-soon',
    icon: 'compass',
  },
};

/** Long Kinyarwanda text: it wraps, the link stays at the bottom. */
export const WithLongKinyarwandaText: Story = {
  args: {
    title: "Laboratwari y'ikoranabuhanga",
    description: "Genda mu dusanduku tw'ibinyabutabire ukoresheje mwandikisho, maze ufungure buri kinyabutabire urebe uko elegitoroni zacyo zitondetse.",
    actionLabel: "Fungura imbonerahamwe y'ibinyabutabire",
    to: '/periodic',
    icon: 'atom',
  },
  globals: { viewport: { value: 'phone320' } },
};

/** Several cards in a grid. */
export const AllVariants: Story = {
  decorators: [
    (Story) => (
      <div className="max-w-none">
        <Story />
      </div>
    ),
  ],
  render: (args) => (
    <ul className="grid gap-4 p-4 md:grid-cols-3">
      <li>
        <TopicCard {...args} />
      </li>
      <li>
        <TopicCard {...args} benefits={['Learn by building', 'Use cheap materials']} />
      </li>
      <li>
        <TopicCard {...args} title="School guides" actionLabel="See what is coming" to="/coming-soon" icon="book" />
      </li>
    </ul>
  ),
};

export const ShouldLinkToTheRealPage: Story = {
  name: 'for an available resource, should have one link to its page and no badge',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Virtual lab' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await expect(canvas.getByRole('link', { name: 'Open the virtual lab' })).toHaveAttribute('href', '/simulation');
    await expect(canvas.queryByText('Coming soon')).toBeNull();
  },
};

export const ShouldSayComingSoon: Story = {
  ...ComingSoon,
  name: 'for a resource in preparation, should say "Coming soon" and link to /coming-soon',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Coming soon')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'See the planned projects' })).toHaveAttribute('href', '/coming-soon');
  },
};

export const ShouldListBenefits: Story = {
  ...WithBenefits,
  name: 'with benefits, should list them under a label',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: 'What you gain' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

export const ShouldReachLinkByKeyboard: Story = {
  name: 'with the keyboard, Tab should reach the link',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    await userEvent.tab();
    await expect(within(canvasElement).getByRole('link', { name: 'Open the virtual lab' })).toHaveFocus();
  },
};
