import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Badge } from '../../src/components/Badge';

/** A short label for a subject, level or status; always text, never colour alone. */
const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { children: 'Senior 2' },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The default badge: a short label on the primary colour. */
export const Default: Story = {};
/** The secondary badge, quieter, on the light blue surface. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** The outline badge: text and border only, for the least emphasis. */
export const Outline: Story = { args: { variant: 'outline' } };
/** A subject badge in its subject colour (physics), with white text. */
export const SubjectColour: Story = { args: { className: 'bg-subject-physics text-white', children: 'Physics' } };

/** Every variant side by side, so their contrast can be compared at a glance. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-wrap gap-2 p-4">
      <Badge>default</Badge>
      <Badge variant="secondary">secondary</Badge>
      <Badge variant="outline">outline</Badge>
      {['mathematics', 'physics', 'chemistry', 'biology', 'languages', 'humanities', 'ict', 'business', 'general'].map((s) => (
        <Badge key={s} className={`bg-subject-${s} text-white`}>
          {s}
        </Badge>
      ))}
    </div>
  ),
};

export const ShouldShowItsText: Story = {
  name: 'should carry its meaning as text',
  tags: ['!autodocs'],
  args: { className: 'bg-subject-chemistry text-white', children: 'Chemistry' },
  play: async ({ canvasElement }) => {
    const badge = within(canvasElement).getByText('Chemistry');
    await expect(badge).toBeVisible();
    await expect(badge).toHaveAttribute('data-slot', 'badge');
  },
};
