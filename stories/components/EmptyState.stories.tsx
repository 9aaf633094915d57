import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { EmptyState } from '../../src/components/EmptyState';
import { Button } from '../../src/components/Button';

/** A kind "nothing here" state with one way forward. */
const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    title: 'No books found',
    description: 'Try adjusting your search terms or browse all books.',
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

const onClear = fn();

/** Nothing here: a heading and a kind sentence. */
export const Default: Story = {};
/** With one way forward: a button that clears the search. */
export const WithAction: Story = { args: { action: <Button onClick={onClear}>Clear Search</Button> } };
/** The heading alone, without a sentence. */
export const WithoutDescription: Story = { args: { description: undefined } };
/** As a level-3 heading, inside a section of a page. */
export const AsSubsection: Story = { args: { headingLevel: 3 } };

export const ShouldOfferItsAction: Story = {
  name: 'should name what happened as a heading and run its action by keyboard',
  tags: ['!autodocs'],
  args: { action: <Button onClick={onClear}>Clear Search</Button> },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'No books found' })).toBeVisible();
    await expect(canvas.getByText('Try adjusting your search terms or browse all books.')).toBeVisible();
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await expect(onClear).toHaveBeenCalled();
  },
};
