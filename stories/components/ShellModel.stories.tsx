import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { ShellModel } from '../../src/components/ShellModel';

/** A Bohr-style drawing of an atom's electron shells: one ring per shell, electrons as dots. */
const meta = {
  title: 'Components/ShellModel',
  component: ShellModel,
  args: { shells: [2, 8, 18, 32, 18, 1], size: 'lg', label: 'Electron shells of gold: 2, 8, 18, 32, 18, 1' },
  render: (args) => (
    <div className="p-4 text-element-transition-metal-strong">
      <ShellModel {...args} />
    </div>
  ),
} satisfies Meta<typeof ShellModel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** An atom's electron shells, one ring per shell and a dot per electron. */
export const Default: Story = {};
/** The small size used in lists, without a label. */
export const Small: Story = { args: { size: 'sm', label: undefined } };
/** Hydrogen: one shell, one electron. */
export const Hydrogen: Story = { args: { shells: [1], label: 'Electron shells of hydrogen: 1' } };

/** One to seven shells: hydrogen, lithium, sodium, potassium, rubidium, caesium, francium, and oganesson's full seventh. */
const SAMPLES: [string, number[]][] = [
  ['H', [1]],
  ['Li', [2, 1]],
  ['Na', [2, 8, 1]],
  ['K', [2, 8, 8, 1]],
  ['Rb', [2, 8, 18, 8, 1]],
  ['Cs', [2, 8, 18, 18, 8, 1]],
  ['Fr', [2, 8, 18, 32, 18, 8, 1]],
  ['Og', [2, 8, 18, 32, 32, 18, 8]],
];

/** One to seven shells, in both sizes. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-4 text-element-noble-gas-strong">
      {(['sm', 'lg'] as const).map((size) => (
        <ul key={size} className="flex flex-wrap items-end gap-4">
          {SAMPLES.map(([symbol, shells]) => (
            <li key={symbol} className="flex flex-col items-center gap-1">
              <ShellModel shells={shells} size={size} label={`${symbol}: ${shells.join(', ')}`} />
              <span className="text-sm text-foreground">{symbol}</span>
            </li>
          ))}
        </ul>
      ))}
    </div>
  ),
};

export const ShouldDrawOneRingPerShellAndEachElectron: Story = {
  name: 'for 1 to 7 shells, should draw one ring per shell and exactly as many dots as electrons',
  tags: ['!autodocs'],
  render: () => (
    <ul className="flex gap-4 p-4">
      {SAMPLES.map(([symbol, shells]) => (
        <li key={symbol}>
          <ShellModel shells={shells} size="lg" label={symbol} />
        </li>
      ))}
    </ul>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const [symbol, shells] of SAMPLES) {
      const svg = canvas.getByRole('img', { name: symbol });
      // One closed ring per shell in the rings path: each ring starts with a move (M).
      const rings = svg.querySelector('[data-slot=shell-rings]')!.getAttribute('d')!.match(/M/g);
      const dots = svg.querySelectorAll('[data-slot=shell-electrons] > circle');
      await expect(rings).toHaveLength(shells.length);
      await expect(dots).toHaveLength(shells.length);
      dots.forEach((circle, i) => {
        const radius = Number(circle.getAttribute('r'));
        const gap = Number(circle.getAttribute('stroke-dasharray')!.split(' ')[1]);
        const circumference = 2 * Math.PI * radius;
        const electrons = shells[i]!;
        // Dashes repeat every `gap`: n dots fit when (n-1)·gap < C ≤ n·gap (+ rounding of r).
        expect(gap * (electrons - 1)).toBeLessThan(circumference);
        expect(gap * electrons).toBeGreaterThanOrEqual(circumference - 0.05 * electrons);
      });
    }
  },
};

export const ShouldBeDecorativeWithoutLabel: Story = {
  name: 'without a label, should be hidden from assistive technology; with one, an image with that name',
  tags: ['!autodocs'],
  render: () => (
    <div className="flex gap-4 p-4">
      <ShellModel shells={[2, 4]} />
      <ShellModel shells={[2, 4]} label="Electron shells of carbon: 2, 4" />
    </div>
  ),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const svgs = canvasElement.querySelectorAll('svg');
    await expect(svgs[0]).toHaveAttribute('aria-hidden', 'true');
    await expect(canvas.getAllByRole('img')).toHaveLength(1);
    await expect(canvas.getByRole('img', { name: 'Electron shells of carbon: 2, 4' })).toBeVisible();
  },
};
