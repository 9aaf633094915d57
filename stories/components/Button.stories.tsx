import type { Meta, StoryObj } from '@storybook/react-vite';
import { Link } from 'react-router-dom';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Button } from '../../src/components/Button';
import { Icon } from '../../src/components/Icon';

/** The site's one button: six intents, four sizes, and links styled as buttons through `asChild`. */
const meta = {
  title: 'Components/Button',
  component: Button,
  args: { children: 'Download the book', onClick: fn() },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The primary button, for the one main action of a view. */
export const Default: Story = {};

/** A secondary action next to a primary one. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** An outlined button, for actions of less weight. */
export const Outline: Story = { args: { variant: 'outline' } };
/** A ghost button: no fill until hovered, for toolbars and dense rows. */
export const Ghost: Story = { args: { variant: 'ghost' } };
/** For actions that remove or reset something, like clearing filters. */
export const Destructive: Story = { args: { variant: 'destructive', children: 'Clear all filters' } };
/** A button that looks like a text link, for actions inside a sentence. */
export const LinkVariant: Story = { name: 'Link', args: { variant: 'link', children: 'Read the terms' } };
/** Disabled: greyed out, not focusable, not clickable. */
export const Disabled: Story = { args: { disabled: true } };
/** An icon-only button: its name comes from `aria-label`, which the types require. */
export const IconOnly: Story = {
  args: { size: 'icon', 'aria-label': 'Share this page', children: <Icon name="share" /> },
};

/** A link to another page styled as a button (`asChild`): it stays a link for screen readers. */
export const AsRouterLink: Story = {
  render: () => (
    <Button asChild>
      <Link to="/books">Browse books</Link>
    </Button>
  ),
};

/** Every intent in every size, disabled and icon-only: the full matrix. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-4 p-4">
      {(['default', 'secondary', 'outline', 'ghost', 'destructive', 'link'] as const).map((variant) => (
        <div key={variant} className="flex flex-wrap items-center gap-3">
          {(['sm', 'default', 'lg'] as const).map((size) => (
            <Button key={size} variant={variant} size={size}>
              {variant} {size}
            </Button>
          ))}
          <Button variant={variant} disabled>
            {variant} disabled
          </Button>
          <Button variant={variant} size="icon" aria-label={`${variant} download`}>
            <Icon name="download" />
          </Button>
        </div>
      ))}
    </div>
  ),
};

export const ShouldActivateByKeyboard: Story = {
  name: 'when focused and Enter or Space is pressed, should activate',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const button = canvas.getByRole('button', { name: 'Download the book' });
    await userEvent.tab();
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

export const ShouldNotActivateWhenDisabled: Story = {
  name: 'when disabled, should not be focusable or clickable',
  tags: ['!autodocs'],
  args: { disabled: true },
  play: async ({ canvasElement, args }) => {
    const button = within(canvasElement).getByRole('button', { name: 'Download the book' });
    await expect(button).toBeDisabled();
    await userEvent.click(button, { pointerEventsCheck: 0 });
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const ShouldRenderAsLink: Story = {
  name: 'with asChild and a Link, should be a link to the page',
  tags: ['!autodocs'],
  render: () => (
    <Button asChild>
      <Link to="/books">Browse books</Link>
    </Button>
  ),
  play: async ({ canvasElement }) => {
    const link = within(canvasElement).getByRole('link', { name: 'Browse books' });
    await expect(link).toHaveAttribute('href', '/books');
    await expect(link).toHaveAttribute('data-slot', 'button');
  },
};

export const ShouldNameIconButton: Story = {
  name: 'icon-only, should be named by its aria-label',
  tags: ['!autodocs'],
  args: { size: 'icon', 'aria-label': 'Share this page', children: <Icon name="share" /> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByRole('button', { name: 'Share this page' })).toBeVisible();
  },
};
