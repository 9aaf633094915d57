import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { CallToAction } from '../../src/components/CallToAction';

/** A closing invitation: a heading, a sentence and one or two buttons. */
const meta = {
  title: 'Components/CallToAction',
  component: CallToAction,
  args: {
    title: 'Help more learners find what they need',
    text: 'Teachers, writers, translators and developers: there is a place for you.',
    actions: [
      { label: 'Join our team', to: '/join-team' },
      { label: 'Become a partner', to: '/partnership' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof CallToAction>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A closing invitation with a heading, a sentence and two buttons. */
export const Default: Story = {};
/** The same invitation with one button only. */
export const SingleAction: Story = { args: { actions: [{ label: 'Contact us about a partnership', to: '/contact' }] } };
/** The secondary tone, on the light blue surface. */
export const Secondary: Story = { args: { variant: 'secondary' } };

/** Both tones one above the other. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <CallToAction {...args} title="Default invitation" variant="default" />
      <CallToAction {...args} title="Secondary invitation" variant="secondary" />
    </div>
  ),
};

export const ShouldLinkEachAction: Story = {
  name: 'should be a named region whose buttons link to real pages, main action first',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const region = canvas.getByRole('region', { name: 'Help more learners find what they need' });
    const links = within(region).getAllByRole('link');
    await expect(links.map((l) => l.getAttribute('href'))).toEqual(['/join-team', '/partnership']);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Join our team' })).toHaveFocus();
  },
};
