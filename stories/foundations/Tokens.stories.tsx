import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';

const colours: [string, string][] = [
  ['background', 'foreground'],
  ['muted', 'muted-foreground'],
  ['card', 'card-foreground'],
  ['primary', 'primary-foreground'],
  ['secondary', 'secondary-foreground'],
  ['accent', 'accent-foreground'],
  ['accent-soft', 'accent'],
  ['highlight', 'highlight-foreground'],
  ['warning-soft', 'warning-foreground'],
  ['destructive', 'destructive-foreground'],
];
const subjects = ['mathematics', 'physics', 'chemistry', 'biology', 'languages', 'humanities', 'ict', 'business', 'general'];
const sizes = ['xs', 'sm', 'base', 'lg', 'xl', '2xl', '3xl', '4xl'];

function Tokens() {
  return (
    <div className="flex flex-col gap-10 p-6">
      <section aria-labelledby="colours">
        <h2 id="colours" className="mb-3 text-2xl font-bold">
          Colour pairs (text on background, all AA)
        </h2>
        <ul className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {colours.map(([bg, fg]) => (
            <li key={bg} className="rounded-md border border-border p-4" style={{ background: `var(--color-${bg})`, color: `var(--color-${fg})` }}>
              <strong>{fg}</strong> on <strong>{bg}</strong>
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="subjects">
        <h2 id="subjects" className="mb-3 text-2xl font-bold">
          Subject colours (white text)
        </h2>
        <ul className="flex flex-wrap gap-2">
          {subjects.map((s) => (
            <li key={s} className="rounded-md px-3 py-2 font-semibold text-white" style={{ background: `var(--color-subject-${s})` }}>
              {s}
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="flag">
        <h2 id="flag" className="mb-3 text-2xl font-bold">
          Flag accents (fills and decoration only)
        </h2>
        <div className="flex h-6 max-w-md overflow-hidden rounded-md" aria-hidden="true">
          <div className="flex-[2] bg-brand-sky" />
          <div className="flex-1 bg-brand-sun" />
          <div className="flex-1 bg-brand-green" />
        </div>
      </section>
      <section aria-labelledby="type">
        <h2 id="type" className="mb-3 text-2xl font-bold">
          Type scale (system fonts)
        </h2>
        <ul className="flex flex-col gap-1">
          {sizes.map((size) => (
            <li key={size} className={`text-${size}`}>
              text-{size}: Ubumenyi — ubumenyi bw'ibanze ku bana bose
            </li>
          ))}
        </ul>
      </section>
      <section aria-labelledby="focus">
        <h2 id="focus" className="mb-3 text-2xl font-bold">
          Focus ring
        </h2>
        <button type="button" className="min-h-11 rounded-md border-2 border-input px-4">
          Tab to me: a 3 px ring that survives forced colours
        </button>
      </section>
    </div>
  );
}

/** The design tokens: colour pairs, subject colours, flag accents, type scale and focus ring. */
const meta = {
  title: 'Foundations/Tokens',
  component: Tokens,
} satisfies Meta<typeof Tokens>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Colour pairs, subject colours, flag accents, type scale and the focus ring, rendered from the tokens. */
export const Default: Story = {};

export const ShouldShowAVisibleFocusRing: Story = {
  name: 'a focused control should show a 3 px outline in the ring colour',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const button = within(canvasElement).getByRole('button');
    await userEvent.tab();
    await expect(button).toHaveFocus();
    const style = getComputedStyle(button);
    await expect(style.outlineStyle).toBe('solid');
    await expect(style.outlineWidth).toBe('3px');
  },
};
