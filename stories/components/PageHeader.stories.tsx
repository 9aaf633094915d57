import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { PageHeader } from '../../src/components/PageHeader';
import { Badge } from '../../src/components/Badge';

/** The top of every page: breadcrumb, the one h1, a short description. */
const meta = {
  title: 'Components/PageHeader',
  component: PageHeader,
  args: {
    title: 'Past Papers',
    description: 'Past exam papers from REB and RTB, to narrow down by board, class, subject and year.',
    breadcrumbs: [{ label: 'Home', to: '/' }, { label: 'Past Papers' }],
  },
} satisfies Meta<typeof PageHeader>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Breadcrumb, the page title (its one h1) and a short description. */
export const Default: Story = {};
/** Without breadcrumb, for top-level pages. */
export const WithoutBreadcrumb: Story = { args: { breadcrumbs: undefined } };
/** The secondary tone, on the light blue surface. */
export const Secondary: Story = { args: { variant: 'secondary' } };
/** With extra content under the description (here two badges). */
export const WithChildren: Story = {
  args: {
    children: (
      <div className="flex gap-2">
        <Badge>REB</Badge>
        <Badge variant="secondary">RTB</Badge>
      </div>
    ),
  },
};
/** A long Kinyarwanda title: it wraps and stays balanced. */
export const WithLongTitle: Story = {
  args: { title: "Imfashanyigisho z'amashuri y'imyuga n'ubumenyingiro mu Rwanda", breadcrumbs: undefined },
  parameters: { viewport: { defaultViewport: 'phone320' } },
};

/** Both tones one above the other. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-4">
      <PageHeader {...args} variant="default" />
      <PageHeader {...args} breadcrumbs={undefined} variant="secondary" />
    </div>
  ),
};

export const ShouldRenderOneFocusableH1: Story = {
  name: 'should render one h1 that scripts can focus after navigation',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const h1 = canvas.getByRole('heading', { level: 1, name: 'Past Papers' });
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(h1).toHaveAttribute('tabindex', '-1');
    h1.focus();
    await expect(h1).toHaveFocus();
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toBeVisible();
  },
};
