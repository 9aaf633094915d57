import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import PapersPage from '../../src/pages/PapersPage';
import { inFrench } from '../support/globals';

/**
 * You are revising for the S3 national exam and want the 2023-2024 Physics paper; your teacher
 * sent you a link. Things to try: open the link story, press RTB then REB, open the filters and
 * choose O Level then Physics, search "javascript", clear everything from the empty state, share.
 */
const meta = {
  title: 'Pages/Papers',
  component: PapersPage,
  parameters: { route: '/papers' },
  // Stories without their own play: when the link opens the panel, wait for its selects (they
  // load with the panel) so the a11y check sees them.
  play: async ({ canvasElement }) => {
    const panel = canvasElement.querySelector('[data-slot="paper-filters"] section');
    if (panel && !panel.hasAttribute('hidden')) await within(canvasElement).findAllByRole('combobox', {}, { timeout: 5000 });
  },
} satisfies Meta<typeof PapersPage>;

export default meta;
type Story = StoryObj<typeof meta>;

const sharedLink = '/papers?board=reb&level=O%20Level&class=S3&subject=Physics&year=2023-2024&type=main';

/** The past papers page as it opens: every board. */
export const Default: Story = {};
/** A teacher's link to the S3 2023-2024 physics papers: the filters come set from the URL. */
export const SharedLink: Story = { parameters: { route: sharedLink } };
/** RTB papers only (?from=rtb). */
export const RtbOnly: Story = { parameters: { route: '/papers?from=rtb' } };
/** A search that finds nothing: the empty state with Clear All Filters. */
export const NothingFound: Story = { parameters: { route: '/papers?q=zzzz' } };
/** The shared link at 360px. */
export const Phone: Story = { globals: { viewport: { value: 'phone360' } }, parameters: { route: sharedLink } };
/** The shared link in Kinyarwanda. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, parameters: { route: sharedLink } };
/** In French. */
export const French: Story = inFrench;

export const ShouldReopenASharedLink: Story = {
  name: 'when opened from a shared link, should restore every filter with the panel open',
  tags: ['!autodocs'],
  parameters: { route: sharedLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getAllByRole('heading', { level: 1 })).toHaveLength(1);
    await expect(canvas.getByRole('navigation', { name: 'Breadcrumb' })).toHaveTextContent(/Home.*Past papers/);
    await expect(canvas.getByRole('button', { name: 'Hide Filters' })).toHaveAttribute('aria-expanded', 'true');
    await expect(await canvas.findByRole('combobox', { name: /^Board/ })).toHaveAccessibleName('Board, REB — Rwanda Education Board');
    await expect(canvas.getByRole('combobox', { name: /^Level or sector/ })).toHaveAccessibleName('Level or sector, O Level');
    await expect(canvas.getByRole('combobox', { name: /^Class/ })).toHaveAccessibleName('Class, S3');
    await expect(canvas.getByRole('combobox', { name: /^Subject or module/ })).toHaveAccessibleName('Subject or module, Physics');
    await expect(canvas.getByRole('combobox', { name: /^Year/ })).toHaveAccessibleName('Year, 2023-2024');
    await expect(canvas.getByRole('combobox', { name: /^Paper type/ })).toHaveAccessibleName('Paper type, National Examination');
    await expect(canvas.getByRole('button', { name: 'REB' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByText('Found 1 paper')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3, name: 'S3 Physics National Examination 2023-2024' })).toBeVisible();
  },
};

export const ShouldFilterByBoardButtons: Story = {
  name: 'when RTB, REB and All Boards are pressed, should show that board’s papers and clear the board select',
  tags: ['!autodocs'],
  parameters: { route: sharedLink },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('combobox', { name: /^Board/ });
    await userEvent.click(canvas.getByRole('button', { name: 'RTB' }));
    // Year and type stay: the RTB National Examination of 2023-2024.
    await expect(canvas.getByText('Found 1 paper')).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 3 })).toHaveTextContent('JavaScript Fundamentals');
    await expect(canvas.getByRole('combobox', { name: /^Board/ })).toHaveAccessibleName('Board, All boards');
    await expect(canvas.getByRole('combobox', { name: /^Level or sector/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /^Class/ })).toBeDisabled();
    await expect(canvas.getByRole('combobox', { name: /^Year/ })).toHaveAccessibleName('Year, 2023-2024');
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    await expect(canvas.getByText('Found 11 papers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'RTB' }));
    await expect(canvas.getByText('Found 3 papers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'REB' }));
    await expect(canvas.getByText('Found 8 papers')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: 'All Boards' }));
    await expect(canvas.getByText('Found 11 papers')).toBeVisible();
  },
};

export const ShouldFindAllOLevelPhysicsInTwoChoices: Story = {
  name: 'when REB, O Level and Physics are chosen, should list the O-Level Physics papers',
  tags: ['!autodocs'],
  parameters: {
    route: '/papers',
    // Radix hides the page behind the open listbox with aria-hidden; focus stays in the listbox.
    a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } },
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    const choose = async (label: RegExp, option: RegExp | string) => {
      await userEvent.click(canvas.getByRole('combobox', { name: label }));
      await userEvent.click(await body.findByRole('option', { name: option }));
      await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    };
    await userEvent.click(canvas.getByRole('button', { name: 'Show Filters' }));
    await canvas.findByRole('combobox', { name: /^Board/ });
    await choose(/^Board/, /^REB/);
    await choose(/^Level or sector/, 'O Level');
    await choose(/^Subject or module/, 'Physics');
    await expect(canvas.getByText('Found 2 papers')).toBeVisible();
    await expect(canvas.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual([
      'S3 Physics National Examination 2023-2024',
      'S3 Physics District Examination 2022-2023',
    ]);
  },
};

export const ShouldSearchAndRecoverFromNoResults: Story = {
  name: 'when a search finds nothing, should offer to clear all filters and show every paper again',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Show Filters' }));
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search papers' }), 'javascript');
    await expect(canvas.getByText('Found 1 paper')).toBeVisible();
    await userEvent.type(canvas.getByRole('searchbox', { name: 'Search papers' }), ' zzz');
    await expect(canvas.getByRole('heading', { name: 'No papers found' })).toBeVisible();
    const clearButtons = canvas.getAllByRole('button', { name: 'Clear All Filters' });
    await userEvent.click(clearButtons[clearButtons.length - 1]!);
    await expect(canvas.getByText('Found 11 papers')).toBeVisible();
    await expect(canvas.getByRole('searchbox', { name: 'Search papers' })).toHaveValue('');
  },
};

export const ShouldIgnoreAMalformedLink: Story = {
  name: 'when the link holds unknown values, should drop them and show every paper',
  tags: ['!autodocs'],
  parameters: { route: '/papers?board=wda&class=S9&year=1900&type=%ZZ' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Found 11 papers')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Show Filters' })).toHaveAttribute('aria-expanded', 'false');
  },
};
