import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { TeamMemberCard } from '../../src/components/TeamMemberCard';

/** A team member with an initials avatar (no photo) and social links named with the person's name. */
const meta = {
  title: 'Components/TeamMemberCard',
  component: TeamMemberCard,
  args: {
    name: 'Eric Habimana',
    role: 'Engineering lead',
    focus: 'Builds the website and keeps it fast, accessible and light on data.',
    links: [
      { href: 'https://github.com/eric-habimana-ubumenyi', label: 'GitHub', accessibleName: 'GitHub profile of Eric Habimana' },
      { href: 'https://www.linkedin.com/in/eric-habimana-ubumenyi', label: 'LinkedIn', accessibleName: 'LinkedIn profile of Eric Habimana' },
    ],
  },
  decorators: [
    (Story) => (
      <div className="max-w-sm p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof TeamMemberCard>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A team member: initials avatar, name, role, focus and social links named with the person. */
export const Default: Story = {};
/** A member without social links. */
export const WithoutLinks: Story = { args: { links: [], focus: undefined } };
/** A long name and Kinyarwanda role at 320px. */
export const WithLongName: Story = {
  args: { name: 'Jean Claude Niyonzima', role: "Ushinzwe imfashanyigisho n'inyandiko", links: [] },
  globals: { viewport: { value: 'phone320' } },
};

/** Several members in a grid, as on the About page. */
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
      {(['sky', 'green', 'sun'] as const).map((tone) => (
        <li key={tone}>
          <TeamMemberCard {...args} tone={tone} links={[]} />
        </li>
      ))}
    </ul>
  ),
};

export const ShouldShowInitialsAndNameLinks: Story = {
  name: 'should draw the initials, and name each social link with the network and the person',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('EH')).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getByRole('heading', { level: 3, name: 'Eric Habimana' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'GitHub profile of Eric Habimana' })).toHaveAttribute('href', 'https://github.com/eric-habimana-ubumenyi');
    await expect(canvas.getByRole('link', { name: 'LinkedIn profile of Eric Habimana' })).toBeVisible();
    await expect(canvas.queryByRole('img')).toBeNull();
  },
};

export const ShouldReachLinksByKeyboard: Story = {
  name: 'with the keyboard, Tab should reach each social link in order',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'GitHub profile of Eric Habimana' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'LinkedIn profile of Eric Habimana' })).toHaveFocus();
  },
};
