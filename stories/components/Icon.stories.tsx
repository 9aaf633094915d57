import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Icon, iconNames } from '../../src/components/Icon';

/** Our own inline icons: decorative, hidden from assistive technology. */
const meta = {
  title: 'Components/Icon',
  component: Icon,
  args: { name: 'book' },
} satisfies Meta<typeof Icon>;

export default meta;
type Story = StoryObj<typeof meta>;

/** One icon, decorative: screen readers skip it. */
export const Default: Story = {};

/** Every icon of the set, with its name. */
export const AllVariants: Story = {
  render: () => (
    <ul className="grid grid-cols-3 gap-4 p-4 sm:grid-cols-6">
      {iconNames.map((name) => (
        <li key={name} className="flex flex-col items-center gap-1 text-sm">
          <Icon name={name} />
          {name}
        </li>
      ))}
    </ul>
  ),
};

export const ShouldBeDecorative: Story = {
  name: 'should be hidden from assistive technology and not focusable',
  tags: ['!autodocs'],
  render: () => (
    <p className="p-4" data-testid="holder">
      <Icon name="download" /> Download
    </p>
  ),
  play: async ({ canvasElement }) => {
    const svg = within(canvasElement).getByTestId('holder').querySelector('svg');
    await expect(svg).toHaveAttribute('aria-hidden', 'true');
    await expect(svg).toHaveAttribute('focusable', 'false');
    await expect(within(canvasElement).queryByRole('img')).not.toBeInTheDocument();
  },
};
