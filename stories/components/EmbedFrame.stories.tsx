import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { EmbedFrame } from '../../src/components/EmbedFrame';

const page = (text: string) =>
  `data:text/html;charset=utf-8,${encodeURIComponent(`<!doctype html><html lang="en"><title>${text}</title><body style="font:16px system-ui;padding:1rem"><p>${text}</p></body></html>`)}`;

/** The iframe wrapper: a title is required by its type; lazy, no referrer and sandboxed unless told otherwise. */
const meta = {
  title: 'Components/EmbedFrame',
  component: EmbedFrame,
  args: { title: 'A sample embedded page', src: page('An embedded page'), className: 'h-64' },
  decorators: [
    (Story) => (
      <div className="max-w-xl p-4">
        <Story />
      </div>
    ),
  ],
  parameters: {
    // The frame's own document is sample content, not ours to audit.
    a11y: { options: { iframes: false } },
  },
} satisfies Meta<typeof EmbedFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An embedded frame, loaded lazily, with its required title. */
export const Default: Story = {};
/** A frame that loads at once, for content visible on arrival. */
export const Eager: Story = { args: { loading: 'eager', title: 'A frame that loads at once', src: page('Loaded at once') } };

export const ShouldBeSafeByDefault: Story = {
  name: 'by default, should be titled, lazy, sandboxed and send no referrer',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const frame = within(canvasElement).getByTitle('A sample embedded page');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', 'allow-scripts allow-same-origin');
    await expect(frame).toHaveAttribute('referrerpolicy', 'no-referrer');
  },
};
