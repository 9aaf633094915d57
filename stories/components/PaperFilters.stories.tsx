import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { PaperFilters } from '../../src/components/PaperFilters';
import { paperOptions } from '../../src/content/paper-options';
import { EMPTY_PAPER_FILTERS, type PaperFilterState } from '../../src/lib/paper-filters';
import { inFrench, inKinyarwanda } from '../support/globals';
import { settle, speaks, tab } from '../support/spoken';
import spoken from './PaperFilters.spoken.json' with { type: 'json' };

const filters = (partial: Partial<PaperFilterState>): PaperFilterState => ({ ...EMPTY_PAPER_FILTERS, ...partial });
const s3Physics = filters({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3', subject: 'Physics', year: '2023-2024', type: 'main' });

/** The past-papers filter panel: a Show/Hide toggle, a search box and six Radix selects in cascade (board → level or sector → class → subject or module), with Clear All and Apply. */
const meta = {
  title: 'Components/PaperFilters',
  component: PaperFilters,
  args: {
    value: EMPTY_PAPER_FILTERS,
    options: paperOptions,
    open: false,
    onValueChange: fn(),
    onOpenChange: fn(),
  },
  // Static stories: let the lazily loaded selects arrive before the a11y check runs.
  play: async ({ canvasElement, args }) => {
    if (args.open) await selectsReady(canvasElement);
  },
  render: function Render(args) {
    const [value, setValue] = React.useState(args.value);
    const [open, setOpen] = React.useState(args.open);
    return (
      <div className="p-4">
        <PaperFilters
          {...args}
          value={value}
          open={open}
          onValueChange={(next) => {
            setValue(next);
            args.onValueChange(next);
          }}
          onOpenChange={(next) => {
            setOpen(next);
            args.onOpenChange(next);
          }}
        />
      </div>
    );
  },
  parameters: { spoken },
} satisfies Meta<typeof PaperFilters>;

export default meta;
type Story = StoryObj<typeof meta>;

// Radix hides the page behind an open listbox with aria-hidden but leaves the triggers' tabindex;
// focus is held in the listbox, so nothing hidden can be reached. The rule fires on Radix's
// behaviour, not on ours (same exception as the Select stories).
const listboxOpenA11y = { a11y: { config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] } } };

const trigger = (canvasElement: HTMLElement, label: RegExp) => within(canvasElement).getByRole('combobox', { name: label });
const BOARD = /^Board/;
const LEVEL = /^Level or sector/;
const CLASS = /^Class/;
const YEAR = /^Year/;
const SUBJECT = /^Subject or module/;
const TYPE = /^Paper type/;

/** Waits for the panel's selects: they load with the panel (Radix Select is kept out of the first load). */
const selectsReady = (canvasElement: HTMLElement) => within(canvasElement).findAllByRole('combobox', {}, { timeout: 5000 });

/** Opens a select with the mouse and clicks an option. */
async function chooseWithMouse(canvasElement: HTMLElement, label: RegExp, option: string | RegExp) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(trigger(canvasElement, label));
  await userEvent.click(await body.findByRole('option', { name: option }));
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
}

/** With the focused select's list open, presses ArrowDown until `option` has focus, then Enter. */
async function pickWithArrows(canvasElement: HTMLElement, option: string) {
  const doc = canvasElement.ownerDocument;
  const listbox = await within(doc.body).findByRole('listbox');
  await waitFor(() => expect(doc.activeElement?.getAttribute('role')).toBe('option'));
  for (let step = 0; step < 20 && doc.activeElement?.textContent !== option; step += 1) {
    await userEvent.keyboard('{ArrowDown}');
  }
  await expect(doc.activeElement).toHaveTextContent(option);
  await userEvent.keyboard('{Enter}');
  await waitFor(() => expect(listbox).not.toBeInTheDocument());
}

/** The labels of the options a select offers (opens it with the mouse, reads, closes with Escape). */
async function optionsOf(canvasElement: HTMLElement, label: RegExp) {
  const body = within(canvasElement.ownerDocument.body);
  await userEvent.click(trigger(canvasElement, label));
  const options = await body.findAllByRole('option');
  const labels = options.map((o) => o.textContent);
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
  return labels;
}

/** The panel closed: only the Show filters button and the search box. */
export const Default: Story = {};

/** The panel open with nothing chosen: the selects wait for the board. */
export const Open: Story = { args: { open: true } };

/** S3 physics chosen and a search word typed. */
export const WithFiltersSet: Story = { args: { open: true, value: { ...s3Physics, q: 'national' } } };

/** A TVET class whose papers are not in yet: "coming soon" rather than an empty list. */
export const TvetClassComingSoon: Story = {
  args: { open: true, value: filters({ from: 'rtb', board: 'rtb', level: 'Technical Services', class: 'L4 Electronics & Telecommunication' }) },
};

/** The open panel in French. */
export const French: Story = { globals: { locale: 'fr' }, args: { open: true, value: s3Physics } };

/** The open panel in Kinyarwanda. */
export const Kinyarwanda: Story = { globals: { locale: 'rw' }, args: { open: true, value: s3Physics } };

/** One select open, showing its options. */
export const SelectOpen: Story = {
  args: { open: true, value: filters({ from: 'reb', board: 'reb', level: 'O Level' }) },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement }) => {
    await selectsReady(canvasElement);
    await userEvent.click(trigger(canvasElement, LEVEL));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

/** Closed, then open with every filter set (one open panel per page: its region label is unique). */
export const AllStates: Story = {
  render: () => (
    <div className="flex flex-col gap-8 p-4">
      <PaperFilters value={EMPTY_PAPER_FILTERS} options={paperOptions} open={false} onValueChange={() => {}} onOpenChange={() => {}} />
      <PaperFilters value={s3Physics} options={paperOptions} open onValueChange={() => {}} onOpenChange={() => {}} />
    </div>
  ),
};

export const ShouldToggleThePanel: Story = {
  name: 'when Show Filters is pressed, should open the panel it controls and offer Hide Filters',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const toggle = canvas.getByRole('button', { name: 'Show Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    const panel = canvasElement.ownerDocument.getElementById(toggle.getAttribute('aria-controls') ?? '');
    await expect(panel).not.toBeNull();
    await expect(panel).not.toBeVisible();
    await expect(canvas.queryByRole('combobox', { name: BOARD })).not.toBeInTheDocument();

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await expect(toggle).toHaveAccessibleName('Hide Filters');
    await expect(panel).toBeVisible();
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBe(panel);
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(true);

    await userEvent.click(toggle);
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveAccessibleName('Show Filters');
    await expect(panel).not.toBeVisible();
  },
};

export const ShouldToggleThePanelWithKeyboard: Story = {
  name: 'when the toggle is reached with Tab and Enter or Space pressed, should open and close the panel',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    const toggle = canvas.getByRole('button', { name: 'Show Filters' });
    await expect(toggle).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await userEvent.tab();
    await expect(canvas.getByRole('searchbox', { name: 'Search papers' })).toHaveFocus();
    await userEvent.tab({ shift: true });
    await userEvent.keyboard(' ');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  },
};

export const ShouldDisableDependentSelectsUntilParentsAreChosen: Story = {
  name: 'with nothing chosen, should disable level, class and subject and say what to choose first',
  tags: ['!autodocs'],
  args: { open: true },
  play: async ({ canvasElement }) => {
    await selectsReady(canvasElement);
    await expect(trigger(canvasElement, BOARD)).toBeEnabled();
    await expect(trigger(canvasElement, YEAR)).toBeEnabled();
    await expect(trigger(canvasElement, TYPE)).toBeEnabled();
    await expect(trigger(canvasElement, LEVEL)).toBeDisabled();
    await expect(trigger(canvasElement, LEVEL)).toHaveAccessibleDescription('Choose a board first.');
    await expect(trigger(canvasElement, CLASS)).toBeDisabled();
    await expect(trigger(canvasElement, CLASS)).toHaveAccessibleDescription('Choose a level or sector first.');
    await expect(trigger(canvasElement, SUBJECT)).toBeDisabled();
    await userEvent.click(trigger(canvasElement, LEVEL), { pointerEventsCheck: 0 });
    await expect(within(canvasElement.ownerDocument.body).queryByRole('listbox')).not.toBeInTheDocument();
  },
};

export const ShouldCascadeWithMouse: Story = {
  name: 'when board, level, class, subject, year and type are chosen with the mouse, should enable each dependent select and narrow its options',
  tags: ['!autodocs'],
  args: { open: true },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    await expect(await optionsOf(canvasElement, BOARD)).toEqual(['All boards', 'REB — Rwanda Education Board', 'RTB — Rwanda TVET Board']);
    await chooseWithMouse(canvasElement, BOARD, /^REB/);
    await expect(trigger(canvasElement, LEVEL)).toBeEnabled();
    await expect(trigger(canvasElement, CLASS)).toBeDisabled();
    await expect(trigger(canvasElement, SUBJECT)).toBeDisabled();
    await expect(await optionsOf(canvasElement, LEVEL)).toEqual(['All levels and sectors', 'O Level', 'A Level']);

    await chooseWithMouse(canvasElement, LEVEL, 'O Level');
    await expect(trigger(canvasElement, CLASS)).toBeEnabled();
    await expect(trigger(canvasElement, SUBJECT)).toBeEnabled();
    await expect(await optionsOf(canvasElement, CLASS)).toEqual(['All classes', 'S1', 'S2', 'S3']);
    // Before a class: every subject of the level, so "all O-Level Physics" takes two choices.
    await expect(await optionsOf(canvasElement, SUBJECT)).toEqual([
      'All subjects and modules',
      'Mathematics',
      'Physics',
      'Chemistry',
      'Biology',
      'English',
      'Kiswahili',
      'History',
      'Geography',
      'Economics',
      'ICT',
    ]);

    await chooseWithMouse(canvasElement, CLASS, 'S3');
    await expect(await optionsOf(canvasElement, SUBJECT)).toEqual([
      'All subjects and modules',
      'Mathematics',
      'Physics',
      'Chemistry',
      'Biology',
      'Economics',
      'ICT',
    ]);
    await chooseWithMouse(canvasElement, SUBJECT, 'Physics');
    await chooseWithMouse(canvasElement, YEAR, '2023-2024');
    await chooseWithMouse(canvasElement, TYPE, 'National Examination');

    await expect(trigger(canvasElement, SUBJECT)).toHaveAccessibleName('Subject or module, Physics');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(s3Physics);
    await expect(args.onValueChange).toHaveBeenCalledTimes(6);
  },
};

export const ShouldCascadeWithKeyboard: Story = {
  name: 'when the selects are opened and chosen with the keyboard only, should enable the dependent selects in turn',
  tags: ['!autodocs'],
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    await selectsReady(canvasElement);
    await userEvent.tab(); // search box
    await userEvent.tab();
    await expect(trigger(canvasElement, BOARD)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, 'REB — Rwanda Education Board');
    await expect(trigger(canvasElement, BOARD)).toHaveFocus();
    await expect(trigger(canvasElement, LEVEL)).toBeEnabled();

    await userEvent.tab();
    await expect(trigger(canvasElement, LEVEL)).toHaveFocus();
    await userEvent.keyboard(' ');
    await pickWithArrows(canvasElement, 'O Level');
    await expect(trigger(canvasElement, CLASS)).toBeEnabled();
    await expect(trigger(canvasElement, SUBJECT)).toBeEnabled();

    await userEvent.tab();
    await expect(trigger(canvasElement, CLASS)).toHaveFocus();
    await userEvent.keyboard('{ArrowDown}');
    await pickWithArrows(canvasElement, 'S3');

    await userEvent.tab();
    await expect(trigger(canvasElement, YEAR)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, '2023-2024');

    await userEvent.tab();
    await expect(trigger(canvasElement, SUBJECT)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, 'Physics');

    await userEvent.tab();
    await expect(trigger(canvasElement, TYPE)).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, 'National Examination');

    await expect(args.onValueChange).toHaveBeenLastCalledWith(s3Physics);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear All Filters' })).toHaveFocus();
  },
};

export const ShouldClearLevelClassAndSubjectWhenBoardChanges: Story = {
  name: 'when another board is chosen with the keyboard, should clear level, class and subject and disable class and subject',
  tags: ['!autodocs'],
  args: { open: true, value: s3Physics },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    const board = trigger(canvasElement, BOARD);
    board.focus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, 'RTB — Rwanda TVET Board');
    await expect(trigger(canvasElement, LEVEL)).toBeEnabled();
    await expect(trigger(canvasElement, LEVEL)).toHaveAccessibleName('Level or sector, All levels and sectors');
    await expect(trigger(canvasElement, CLASS)).toBeDisabled();
    await expect(trigger(canvasElement, CLASS)).toHaveAccessibleName('Class, All classes');
    await expect(trigger(canvasElement, SUBJECT)).toBeDisabled();
    await expect(trigger(canvasElement, SUBJECT)).toHaveAccessibleName('Subject or module, All subjects and modules');
    // Year and type are not part of the cascade.
    await expect(trigger(canvasElement, YEAR)).toHaveAccessibleName('Year, 2023-2024');
    await expect(trigger(canvasElement, TYPE)).toHaveAccessibleName('Paper type, National Examination');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(filters({ from: 'rtb', board: 'rtb', year: '2023-2024', type: 'main' }));
    await expect(await optionsOf(canvasElement, LEVEL)).toEqual(['All levels and sectors', 'ICT & Multimedia', 'Technical Services']);
  },
};

export const ShouldClearEverythingBelowWhenAllBoardsIsChosen: Story = {
  name: "when 'All boards' is chosen with the mouse, should clear level, class and subject and disable level",
  tags: ['!autodocs'],
  args: { open: true, value: s3Physics },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    await chooseWithMouse(canvasElement, BOARD, 'All boards');
    await expect(trigger(canvasElement, LEVEL)).toBeDisabled();
    await expect(trigger(canvasElement, LEVEL)).toHaveAccessibleName('Level or sector, All levels and sectors');
    await expect(trigger(canvasElement, CLASS)).toBeDisabled();
    await expect(trigger(canvasElement, SUBJECT)).toBeDisabled();
    await expect(args.onValueChange).toHaveBeenLastCalledWith(filters({ year: '2023-2024', type: 'main' }));
  },
};

export const ShouldClearClassAndSubjectWhenLevelChanges: Story = {
  name: 'when another level is chosen (keyboard, then mouse), should clear class and subject and offer the new level’s lists',
  tags: ['!autodocs'],
  args: { open: true, value: s3Physics },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    trigger(canvasElement, LEVEL).focus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, 'A Level');
    await expect(trigger(canvasElement, CLASS)).toBeEnabled();
    await expect(trigger(canvasElement, CLASS)).toHaveAccessibleName('Class, All classes');
    await expect(trigger(canvasElement, SUBJECT)).toHaveAccessibleName('Subject or module, All subjects and modules');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(filters({ from: 'reb', board: 'reb', level: 'A Level', year: '2023-2024', type: 'main' }));
    await expect(await optionsOf(canvasElement, CLASS)).toEqual(['All classes', 'S4', 'S5', 'S6']);

    await chooseWithMouse(canvasElement, CLASS, 'S6');
    await chooseWithMouse(canvasElement, SUBJECT, 'Entrepreneurship');
    await chooseWithMouse(canvasElement, LEVEL, 'O Level');
    await expect(trigger(canvasElement, CLASS)).toHaveAccessibleName('Class, All classes');
    await expect(trigger(canvasElement, SUBJECT)).toHaveAccessibleName('Subject or module, All subjects and modules');
  },
};

export const ShouldKeepOnlyASubjectTheClassOffers: Story = {
  name: 'when a class is chosen, should keep a subject it offers and clear one it does not (mouse and keyboard)',
  tags: ['!autodocs'],
  args: { open: true, value: filters({ from: 'reb', board: 'reb', level: 'O Level', subject: 'Physics' }) },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    // Physics is taught in S2: it stays.
    await chooseWithMouse(canvasElement, CLASS, 'S2');
    await expect(trigger(canvasElement, SUBJECT)).toHaveAccessibleName('Subject or module, Physics');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(filters({ from: 'reb', board: 'reb', level: 'O Level', class: 'S2', subject: 'Physics' }));

    // History is an S2 subject but not an S3 one: choosing S3 clears it.
    await chooseWithMouse(canvasElement, SUBJECT, 'History');
    trigger(canvasElement, CLASS).focus();
    await userEvent.keyboard('{Enter}');
    await pickWithArrows(canvasElement, 'S3');
    await expect(trigger(canvasElement, SUBJECT)).toHaveAccessibleName('Subject or module, All subjects and modules');
    await expect(args.onValueChange).toHaveBeenLastCalledWith(filters({ from: 'reb', board: 'reb', level: 'O Level', class: 'S3' }));
  },
};

export const ShouldOfferModulesAndComingSoon: Story = {
  name: 'with RTB, should offer the Software Development modules, and a disabled "coming soon" for other TVET classes',
  tags: ['!autodocs'],
  args: { open: true, value: filters({ from: 'rtb', board: 'rtb', level: 'ICT & Multimedia' }) },
  parameters: listboxOpenA11y,
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    await chooseWithMouse(canvasElement, CLASS, 'L3 Software Development');
    await expect(await optionsOf(canvasElement, SUBJECT)).toEqual([
      'All subjects and modules',
      'WEB Development',
      'JavaScript Fundamentals',
      'VueJS',
      'Control Version System',
      'Analysis Project Requirements',
      'UI/UX Design',
    ]);
    await chooseWithMouse(canvasElement, CLASS, 'L5 Networking & Internet technology');
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(trigger(canvasElement, SUBJECT));
    const soon = await body.findByRole('option', { name: '-- coming soon --' });
    await expect(soon).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(soon, { pointerEventsCheck: 0 });
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('listbox')).not.toBeInTheDocument());
    await expect(args.onValueChange).toHaveBeenLastCalledWith(
      filters({ from: 'rtb', board: 'rtb', level: 'ICT & Multimedia', class: 'L5 Networking & Internet technology' }),
    );
  },
};

export const ShouldSearchAsYouType: Story = {
  name: 'when text is typed in the search box, should report it on every keystroke',
  tags: ['!autodocs'],
  args: { open: true },
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    const search = within(canvasElement).getByRole('searchbox', { name: 'Search papers' });
    await expect(search).toHaveAccessibleDescription('A word from the title, subject, board or code.');
    await userEvent.type(search, 'phys');
    await expect(args.onValueChange).toHaveBeenCalledTimes(4);
    await expect(args.onValueChange).toHaveBeenLastCalledWith(filters({ q: 'phys' }));
  },
};

export const ShouldClearAllFilters: Story = {
  name: 'when Clear All Filters is pressed, should reset every select and the search box',
  tags: ['!autodocs'],
  args: { open: true, value: { ...s3Physics, q: 'national' } },
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Clear All Filters' }));
    await expect(args.onValueChange).toHaveBeenLastCalledWith(EMPTY_PAPER_FILTERS);
    await expect(canvas.getByRole('searchbox', { name: 'Search papers' })).toHaveValue('');
    await expect(trigger(canvasElement, BOARD)).toHaveAccessibleName('Board, All boards');
    await expect(trigger(canvasElement, LEVEL)).toBeDisabled();
    await expect(trigger(canvasElement, CLASS)).toBeDisabled();
    await expect(trigger(canvasElement, SUBJECT)).toBeDisabled();
    await expect(trigger(canvasElement, YEAR)).toHaveAccessibleName('Year, All years');
    await expect(trigger(canvasElement, TYPE)).toHaveAccessibleName('Paper type, All types');
    // The panel stays open: clearing is not applying.
    await expect(canvas.getByRole('region', { name: 'Filters' })).toBeVisible();
  },
};

export const ShouldCloseOnApply: Story = {
  name: 'when Apply Filters is pressed (keyboard), should close the panel and return focus to the toggle',
  tags: ['!autodocs'],
  args: { open: true, value: s3Physics },
  play: async ({ canvasElement, args }) => {
    await selectsReady(canvasElement);
    const canvas = within(canvasElement);
    const apply = canvas.getByRole('button', { name: 'Apply Filters' });
    apply.focus();
    await userEvent.keyboard('{Enter}');
    const toggle = canvas.getByRole('button', { name: 'Show Filters' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(toggle).toHaveFocus();
    await expect(canvas.queryByRole('region', { name: 'Filters' })).not.toBeInTheDocument();
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    // Filtering had already happened: applying changes no filter.
    await expect(args.onValueChange).not.toHaveBeenCalled();
  },
};

export const ShouldSpeakFrench: Story = {
  name: 'in French, should label the toggle, selects and buttons in French',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  args: { open: true, value: s3Physics },
  play: async ({ canvasElement }) => {
    await selectsReady(canvasElement);
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('button', { name: 'Masquer les filtres' })).toBeVisible();
    await expect(trigger(canvasElement, /^Matière ou module/)).toHaveAccessibleName('Matière ou module, Physique');
    await expect(trigger(canvasElement, /^Niveau ou secteur/)).toHaveAccessibleName('Niveau ou secteur, Tronc commun (O Level)');
    await expect(canvas.getByRole('button', { name: 'Effacer tous les filtres' })).toBeVisible();
  },
};

/** With a select focused: opens it with Enter, arrows down to the next option, chooses it with Enter, Tabs on. */
async function chooseNextOptionAndTabOn() {
  for (const key of ['{Enter}', '{ArrowDown}', '{Enter}']) {
    await userEvent.keyboard(key);
    await settle();
  }
  await tab();
}

// With the panel open, Tab past the toggle and the search box to the board, open it, choose the
// first board and Tab on to the level or sector, now available; choose the first level the same
// way and Tab on to the class, now available too.
const saysCascade = speaks(
  spoken,
  'choose a board, then a level',
  async () => {
    for (let step = 0; step < 3; step += 1) {
      await tab();
    }
    await chooseNextOptionAndTabOn();
    await chooseNextOptionAndTabOn();
  },
  { inBody: true },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, choosing a board then a level, should say the approved phrases (en)',
  tags: ['!autodocs'],
  args: { open: true },
  parameters: listboxOpenA11y,
  play: async (context) => {
    // The selects load with the panel: listen once they are there.
    await selectsReady(context.canvasElement);
    await saysCascade(context);
  },
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, choosing a board then a level, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, choosing a board then a level, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
