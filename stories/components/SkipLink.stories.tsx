import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { SkipLink } from '../../src/components/SkipLink';

/** The first Tab stop of every page: jumps past the header to the main content. */
const meta = {
  title: 'Components/SkipLink',
  component: SkipLink,
  args: { children: 'Skip to main content' },
  render: (args) => (
    <div>
      <SkipLink {...args} />
      <nav aria-label="Example header">
        <a href="/about" className="m-4 inline-block">
          About
        </a>
      </nav>
      <main id="main" tabIndex={-1} className="p-4">
        <h1>Main content</h1>
      </main>
    </div>
  ),
} satisfies Meta<typeof SkipLink>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The first Tab stop of every page; press Tab to see it. */
export const Default: Story = {};
/** The link in French. */
export const French: Story = { args: { children: 'Aller au contenu principal' } };

export const ShouldAppearOnFocusAndSkip: Story = {
  name: 'when tabbed to, should appear, and Enter should move focus to main',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const link = canvas.getByRole('link', { name: 'Skip to main content' });
    await expect(link.getBoundingClientRect().width).toBeLessThanOrEqual(1);
    await userEvent.tab();
    await expect(link).toHaveFocus();
    await expect(link.getBoundingClientRect().width).toBeGreaterThan(40);
    await userEvent.keyboard('{Enter}');
    await expect(canvas.getByRole('main')).toHaveFocus();
  },
};
