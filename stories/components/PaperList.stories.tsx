import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaperList, type PaperListItem } from '../../src/components/PaperList';
import { Button } from '../../src/components/Button';
import { papers } from '../../src/content/papers';
import { paperSubjectTones } from '../../src/content/paper-options';

const items: PaperListItem[] = papers.map((paper) => ({ paper, tone: paperSubjectTones[paper.subject], size: 3_400 + paper.id }));

/** The results of /papers: 'Found N paper(s)' (a polite live region), the grid of cards, or the empty state with Clear All Filters. */
const meta = {
  title: 'Components/PaperList',
  component: PaperList,
  args: { items, onClearFilters: fn() },
  render: (args) => (
    <div className="p-4">
      <PaperList {...args} />
    </div>
  ),
} satisfies Meta<typeof PaperList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Several papers found: the count, then the grid of cards. */
export const Default: Story = {};
/** Exactly one paper: "Found 1 paper". */
export const OnePaper: Story = { args: { items: items.slice(0, 1) } };
/** No paper matches: the empty state with Clear All Filters. */
export const Empty: Story = { args: { items: [] } };
/** The empty state in French. */
export const EmptyInFrench: Story = { globals: { locale: 'fr' }, args: { items: [] } };

export const ShouldCountResults: Story = {
  name: 'should show how many papers were found, with a polite status that is empty until the count changes',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    // The count the page opens with is read where it stands, not announced.
    await expect(canvas.getByText('Found 11 papers')).toBeVisible();
    await expect(status).toHaveTextContent('');
    await expect(canvas.getAllByRole('listitem')).toHaveLength(11);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Results' })).toBeInTheDocument();
  },
};

export const ShouldAnnounceAChangedCount: Story = {
  name: 'when the results change, should show the count at once and say it in the same live region after a pause',
  tags: ['!autodocs'],
  render: function Render(args) {
    const [count, setCount] = React.useState(11);
    return (
      <div className="flex flex-col gap-4 p-4">
        <Button onClick={() => setCount((c) => (c === 11 ? 1 : 0))}>Narrow the results</Button>
        <PaperList {...args} items={items.slice(0, count)} />
      </div>
    );
  },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow the results' }));
    await expect(canvas.getByText('Found 1 paper')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('Found 1 paper'));
    await expect(canvas.getByRole('status')).toBe(status);
    await userEvent.click(canvas.getByRole('button', { name: 'Narrow the results' }));
    await expect(canvas.getByText('Found 0 papers')).toBeVisible();
    await waitFor(() => expect(status).toHaveTextContent('Found 0 papers'));
    await expect(canvas.getByRole('status')).toBe(status);
    await expect(args.onClearFilters).not.toHaveBeenCalled();
  },
};

export const ShouldClearFiltersFromTheEmptyState: Story = {
  name: 'when nothing matches, should say so and clear every filter from the keyboard',
  tags: ['!autodocs'],
  args: { items: [] },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 3, name: 'No papers found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your filters or search terms.')).toBeVisible();
    await expect(canvas.getByText('Found 0 papers')).toBeVisible();
    await expect(canvas.queryByRole('list')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear All Filters' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onClearFilters).toHaveBeenCalledTimes(1);
  },
};

export const ShouldCountInFrenchWithZeroSingular: Story = {
  name: 'in French, should treat zero as singular',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  args: { items: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('0 ancien examen trouvé')).toBeVisible();
    await expect(canvas.getByRole('heading', { name: 'Aucun ancien examen trouvé' })).toBeVisible();
  },
};
