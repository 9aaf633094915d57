import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { ErrorBoundary, ErrorFallback, type ErrorBoundaryProps } from '../../src/components/ErrorBoundary';
import { inKinyarwanda } from '../support/globals';

function Broken(): never {
  throw new Error('This page failed on purpose, to show the error boundary.');
}

const onReload = fn();

/** A page that throws shows a kind message with Reload and Go home, never a blank screen. */
const meta = {
  title: 'Components/ErrorBoundary',
  component: ErrorBoundary,
  args: { children: <Broken />, fallback: <ErrorFallback onReload={onReload} /> },
} satisfies Meta<ErrorBoundaryProps>;

export default meta;
type Story = StoryObj<typeof meta>;

/** What a page that crashed shows: a kind message with Reload and Go home. */
export const Default: Story = {};
/** The same message in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;
/** When nothing goes wrong: the page shows as usual, no trace of the boundary. */
export const WithoutError: Story = { args: { children: <p className="p-4">The page rendered normally.</p> } };

export const ShouldShowFallbackWhenAPageThrows: Story = {
  name: 'when a page throws, should show the message with Reload and Go home',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 1, name: 'Something went wrong on this page' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Go home' })).toHaveAttribute('href', '/');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Reload' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(onReload).toHaveBeenCalled();
  },
};

export const ShouldRenderChildrenWithoutError: Story = {
  name: 'without an error, should render the page itself',
  tags: ['!autodocs'],
  args: { children: <p className="p-4">The page rendered normally.</p> },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('The page rendered normally.')).toBeVisible();
    await expect(within(canvasElement).queryByRole('alert')).not.toBeInTheDocument();
  },
};
