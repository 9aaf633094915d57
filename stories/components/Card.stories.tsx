import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, userEvent, within } from 'storybook/test';
import { Card, CardContent, CardDescription, CardFooter, CardHeader, CardTitle } from '../../src/components/Card';
import { Button } from '../../src/components/Button';

/** A content card with one clear action. */
const meta = {
  title: 'Components/Card',
  component: Card,
  args: { variant: 'default' },
  render: (args) => (
    <div className="max-w-sm p-4">
      <Card {...args}>
        <CardHeader>
          <CardTitle>Physics for Rwanda Schools, Senior 1</CardTitle>
          <CardDescription>Student's Book · REB</CardDescription>
        </CardHeader>
        <CardContent>
          <p>Forces, motion, energy and simple machines, with practical activities for the classroom.</p>
        </CardContent>
        <CardFooter>
          <Button asChild>
            <Link to="/books">See the book</Link>
          </Button>
        </CardFooter>
      </Card>
    </div>
  ),
} satisfies Meta<typeof Card>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A card with a title, a short text and one action. */
export const Default: Story = {};
/** The secondary card, on the light blue surface. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** The outline card: a border, no fill. */
export const Outline: Story = { args: { variant: 'outline' } };

/** A very long Kinyarwanda title in a narrow card: it wraps, the action stays visible. */
export const WithLongTitle: Story = {
  render: () => (
    <div className="max-w-[18rem] p-4">
      <Card>
        <CardHeader>
          <CardTitle>Ikinyarwanda: Igitabo cy'umunyeshuri cy'umwaka wa gatatu w'amashuri yisumbuye</CardTitle>
        </CardHeader>
        <CardContent>
          <p>Long Kinyarwanda and French titles wrap instead of overflowing.</p>
        </CardContent>
      </Card>
    </div>
  ),
};

/** The three variants side by side. */
export const AllVariants: Story = {
  render: () => (
    <div className="grid gap-4 p-4 sm:grid-cols-3">
      {(['default', 'secondary', 'outline'] as const).map((variant) => (
        <Card key={variant} variant={variant}>
          <CardHeader>
            <CardTitle>{variant}</CardTitle>
            <CardDescription>Muted description text</CardDescription>
          </CardHeader>
          <CardContent>Body text</CardContent>
        </Card>
      ))}
    </div>
  ),
};

export const ShouldExposeHeadingAndOneAction: Story = {
  name: 'should have a heading and reach its one action by Tab',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'Physics for Rwanda Schools, Senior 1' })).toBeVisible();
    await expect(canvas.getAllByRole('link')).toHaveLength(1);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'See the book' })).toHaveFocus();
  },
};
