import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Pagination, type PaginationProps } from '../../src/components/Pagination';
import { LiveRegion } from '../../src/components/LiveRegion';
import { library } from '../../src/i18n/namespaces/library';
import { useT } from '../../src/i18n/useT';
import { inFrench, inKinyarwanda } from '../support/globals';
import { pause, press, speaks, tab } from '../support/spoken';
import spoken from './Pagination.spoken.json' with { type: 'json' };

/** Previous / numbered pages / Next in a labelled nav; hidden when there is one page. */
const meta = {
  title: 'Components/Pagination',
  component: Pagination,
  args: { page: 1, pageCount: 6, onPageChange: fn() },
  parameters: { spoken },
  render: function Render(args) {
    const [page, setPage] = React.useState(args.page);
    return (
      <div className="p-4">
        <Pagination
          {...args}
          page={page}
          onPageChange={(next) => {
            setPage(next);
            args.onPageChange(next);
          }}
        />
        <p className="mt-4 text-center">Showing page {page}</p>
      </div>
    );
  },
} satisfies Meta<typeof Pagination>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Page 1 of 6: Previous is disabled, the current page is marked. */
export const Default: Story = {};
/** The last page: Next is disabled. */
export const LastPage: Story = { args: { page: 6 } };
/** Page 10 of 20: the far pages collapse into an ellipsis. */
export const ManyPages: Story = { args: { page: 10, pageCount: 20 } };
/** One page only: nothing is shown. */
export const OnePage: Story = { args: { pageCount: 1 } };
/** Page 2 with Kinyarwanda labels. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, args: { page: 2 } };
/** Many pages on a narrow screen: still one line. */
export const NarrowScreen: Story = { args: { page: 10, pageCount: 20 }, parameters: { viewport: { defaultViewport: 'phone320' } } };

/** First, middle and last page, and many pages, one below the other. */
export const AllVariants: Story = {
  render: () => (
    <div className="flex flex-col gap-6 p-4">
      <Pagination page={1} pageCount={3} onPageChange={() => {}} label="First page" />
      <Pagination page={2} pageCount={3} onPageChange={() => {}} label="Middle page" />
      <Pagination page={3} pageCount={3} onPageChange={() => {}} label="Last page" />
      <Pagination page={7} pageCount={40} onPageChange={() => {}} label="Many pages" />
    </div>
  ),
};

export const ShouldDisablePreviousOnFirstPage: Story = {
  name: 'on the first page, Previous should be disabled and page 1 current',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const nav = within(canvasElement).getByRole('navigation', { name: 'Pagination' });
    await expect(within(nav).getByRole('button', { name: /Previous/ })).toBeDisabled();
    await expect(within(nav).getByRole('button', { name: /Next/ })).toBeEnabled();
    await expect(within(nav).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
  },
};

export const ShouldDisableNextOnLastPage: Story = {
  name: 'on the last page, Next should be disabled',
  tags: ['!autodocs'],
  args: { page: 6 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('button', { name: /Next/ })).toBeDisabled();
    await expect(canvas.getByRole('button', { name: /Previous/ })).toBeEnabled();
  },
};

export const ShouldPageByKeyboard: Story = {
  name: 'with the keyboard, should go to the next page and to a numbered page',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 1' })).toHaveFocus();
    await userEvent.tab();
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(3);
    await expect(canvas.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(canvas.getByText('Showing page 3')).toBeVisible();
    canvas.getByRole('button', { name: /Next/ }).focus();
    await userEvent.keyboard(' ');
    await expect(args.onPageChange).toHaveBeenLastCalledWith(4);
  },
};

export const ShouldHideWithOnePage: Story = {
  name: 'with one page, should render no navigation',
  tags: ['!autodocs'],
  args: { pageCount: 1 },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).queryByRole('navigation')).not.toBeInTheDocument();
  },
};

export const ShouldShowGapsWithManyPages: Story = {
  name: 'with many pages, should show the ends and the neighbours of the current page',
  tags: ['!autodocs'],
  args: { page: 10, pageCount: 20 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    for (const n of [1, 9, 10, 11, 20]) await expect(canvas.getByRole('button', { name: `Page ${n}` })).toBeVisible();
    await expect(canvas.queryByRole('button', { name: 'Page 5' })).not.toBeInTheDocument();
  },
};

const PER_PAGE = 12;
const BOOKS = 70;

/**
 * The pagination as the books library uses it, in the story's language: the nav named after the
 * list, and the library's live region saying, after a page change, which page and which books it
 * shows (not the count of books again: that is news only after a search).
 */
function Translated(args: PaginationProps) {
  const { t, tn, formatNumber } = useT(library);
  const [page, setPage] = React.useState(args.page);
  const [paged, setPaged] = React.useState(false);
  const from = (page - 1) * PER_PAGE + 1;
  const to = Math.min(page * PER_PAGE, BOOKS);
  const message = paged
    ? tn('books.page', to - from + 1, {
        page: formatNumber(page),
        pages: formatNumber(Math.ceil(BOOKS / PER_PAGE)),
        from: formatNumber(from),
        to: formatNumber(to),
      })
    : tn('books.found', BOOKS);
  return (
    <div className="p-4">
      <Pagination
        {...args}
        page={page}
        label={t('books.pageNav')}
        onPageChange={(next) => {
          setPage(next);
          setPaged(true);
          args.onPageChange(next);
        }}
      />
      <LiveRegion message={message} />
    </div>
  );
}

// Tab to the current page (Previous is disabled, so it is skipped), Tab to page 2, press Enter and
// wait: the library says the page and the books now shown. Back to page 1 and forth again: page 2
// is now the current one.
const saysPages = speaks(spoken, 'go to the next page', async () => {
  await tab();
  await tab();
  await press('{Enter}');
  await pause();
  await tab({ back: true });
  await tab();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, going to the next page, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysPages,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, going to the next page, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, going to the next page, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
