import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { SavedList } from '../../src/components/SavedList';

/** What a device has saved for offline reading: pages and files, each a link. */
const meta = {
  title: 'Components/SavedList',
  component: SavedList,
  args: {
    status: 'ready',
    pages: [
      { href: '/', label: 'Free learning resources for Rwanda' },
      { href: '/books', label: 'Books' },
      { href: '/periodic', label: 'Periodic table' },
    ],
    files: [{ href: '/books/s1-mathematics-student-book.pdf', label: 's1-mathematics-student-book.pdf' }],
  },
  decorators: [
    (Story) => (
      <div className="p-4">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof SavedList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Pages and files saved on this device for offline reading, each a link. */
export const Default: Story = {};
/** Pages saved, but no files. */
export const NoFiles: Story = { args: { files: [] } };
/** While the saved items are being read. */
export const Loading: Story = { args: { status: 'loading' } };
/** On a browser that cannot save for offline use: a message says so. */
export const Unsupported: Story = { args: { status: 'unsupported' } };

export const ShouldListPagesAndFiles: Story = {
  name: 'should list saved pages and files as links with their counts',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'Saved pages' })).toBeVisible();
    await expect(canvas.getByText('3 pages')).toBeVisible();
    await expect(canvas.getByText('1 file')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Books' })).toHaveAttribute('href', '/books');
    await expect(canvas.getByRole('link', { name: 's1-mathematics-student-book.pdf' })).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ShouldExplainNoFiles: Story = {
  name: 'with no saved file, should say how files get saved',
  tags: ['!autodocs'],
  args: { files: [] },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('No files yet: a PDF you open is saved for next time.')).toBeVisible();
  },
};

export const ShouldRenderNoEmptyList: Story = {
  name: 'with nothing saved, should say so without an empty list',
  tags: ['!autodocs'],
  args: { pages: [], files: [] },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('0 pages')).toBeVisible();
    await expect(canvas.queryAllByRole('list')).toHaveLength(0);
  },
};
