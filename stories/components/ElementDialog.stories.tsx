import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ElementDialog, type DialogElement, type ElementDialogProps } from '../../src/components/ElementDialog';
import { Button } from '../../src/components/Button';
import { elements } from '../../src/content/elements';
import { elementNames } from '../../src/content/element-names';
import { elementTexts } from '../../src/content/element-texts';
import { useLang } from '../../src/i18n/useT';
import { elementHref } from '../../src/lib/links';
import { inFrench, inKinyarwanda, phone320 } from '../support/globals';
import { press, settle, speaks, tab } from '../support/spoken';
import spoken from './ElementDialog.spoken.json' with { type: 'json' };

const { en, fr, rw } = elementTexts;

const el = (symbol: string): DialogElement => elements.find((e) => e.symbol === symbol)!;
const textOf = (symbol: string) => en[el(symbol).number]!;
const SECTIONS = ['Basic information', 'Physical properties', 'Discovery', 'Description', 'Common uses', 'Isotopes'];

/** The open dialog once every section is in: those below its first screen render just after it opens. */
const findDialog = async (canvasElement: HTMLElement, name: string) => {
  const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog', { name });
  await within(dialog).findByRole('region', { name: 'Isotopes' });
  return dialog;
};

/** A button that opens the dialog, as a tile does: focus must come back to it on close. */
function Harness(props: Omit<ElementDialogProps, 'onOpenChange'> & { onOpenChange?: (open: boolean) => void }) {
  const [open, setOpen] = React.useState(props.element !== undefined);
  const trigger = React.useRef<HTMLButtonElement>(null);
  return (
    <div className="p-4">
      <Button ref={trigger} onClick={() => setOpen(true)}>
        Show {props.element?.name ?? 'element'}
      </Button>
      <ElementDialog
        {...props}
        element={open ? props.element : undefined}
        // No DialogTrigger (as on the page, where tiles open it): focus goes back by hand.
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        onOpenChange={(next) => {
          setOpen(next);
          props.onOpenChange?.(next);
        }}
      />
    </div>
  );
}

/** The details of one element in a dialog: every section, N/A where the data has none. */
const meta = {
  title: 'Components/ElementDialog',
  component: ElementDialog,
  args: { element: el('Au'), text: textOf('Au'), textStatus: 'ready', onOpenChange: fn(), onRetry: fn() },
  render: (args) => <Harness {...args} />,
  parameters: { spoken },
} satisfies Meta<typeof ElementDialog>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The details of an element, open: properties, description and shell model. */
export const Open: Story = {};
/** While the description text is still loading: a polite "Loading" in its place. */
export const Loading: Story = { args: { text: undefined, textStatus: 'loading' } };
/** When the description could not load: a message, the rest of the details still shown. */
export const LoadFailed: Story = { args: { text: undefined, textStatus: 'error' } };
/** Hydrogen, the first element: one shell, one electron. */
export const Hydrogen: Story = { args: { element: el('H'), text: textOf('H') } };
/** Carbon, which sublimes: no melting point, the text explains why. */
export const CarbonSublimes: Story = { args: { element: el('C'), text: textOf('C') } };
/** Helium, which does not freeze at normal pressure: the missing melting point is explained. */
export const HeliumNeverFreezes: Story = { args: { element: el('He'), text: textOf('He') } };
/** Oganesson, whose properties are mostly unknown: "unknown" instead of empty cells. */
export const OganessonMostlyUnknown: Story = { args: { element: el('Og'), text: textOf('Og') } };
/** The dialog at 320px: it fills the screen and scrolls. */
export const Phone: Story = phone320;
/** In French, with the description still loading. */
export const French: Story = { args: { element: { ...el('Au'), name: 'Or' }, text: undefined, textStatus: 'loading' }, globals: { locale: 'fr' } };

export const ShouldShowEverySection: Story = {
  name: 'when open, should be titled with the name and show every section with units',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Gold');
    const inDialog = within(dialog);
    await expect(inDialog.getAllByRole('heading', { level: 3 }).map((h) => h.textContent)).toEqual(SECTIONS);
    await expect(dialog).toHaveTextContent('196.97 u');
    await expect(dialog).toHaveTextContent('Transition metal');
    await expect(dialog).toHaveTextContent('[Xe] 4f14 5d10 6s1');
    await expect(dialog).toHaveTextContent('2, 8, 18, 32, 18, 1');
    await expect(dialog).toHaveTextContent('135 pm');
    await expect(dialog).toHaveTextContent('9.226 eV');
    await expect(dialog).toHaveTextContent('1,064.18 °C');
    await expect(dialog).toHaveTextContent('19.3 g/cm³');
    await expect(dialog).toHaveTextContent('Known since antiquity');
    await expect(dialog).toHaveTextContent('Au-197');
    await expect(inDialog.getByText(textOf('Au').description)).toBeVisible();
    await expect(within(inDialog.getByRole('region', { name: 'Common uses' })).getAllByRole('listitem')).toHaveLength(textOf('Au').uses.length);
    await expect(inDialog.getByRole('img', { name: /electron shells of Gold/ })).toBeVisible();
  },
};

export const ShouldSayNotAvailable: Story = {
  name: 'for oganesson, should say N/A for every physical property the data lacks',
  tags: ['!autodocs'],
  args: { element: el('Og'), text: textOf('Og') },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Oganesson');
    const physical = within(dialog).getByRole('region', { name: 'Physical properties' });
    await expect(within(physical).getAllByText('N/A')).toHaveLength(6);
    await expect(physical).toHaveTextContent('not available');
    await expect(dialog).toHaveTextContent('(294) u');
    await expect(dialog).toHaveTextContent('no stable isotope');
  },
};

export const ShouldSaySublimes: Story = {
  name: 'for carbon, should say it sublimes instead of giving a melting point',
  tags: ['!autodocs'],
  args: { element: el('C'), text: textOf('C') },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Carbon');
    await expect(dialog).toHaveTextContent('Does not melt: at normal pressure it turns straight from solid into gas (it sublimes) at 3,825 °C');
    await expect(dialog).toHaveTextContent('3,825 °C (sublimes)');
    await expect(dialog).toHaveTextContent('Known since antiquity');
  },
};

export const ShouldShowDataBeforeText: Story = {
  name: 'while the description loads, should already show the data sections',
  tags: ['!autodocs'],
  args: { text: undefined, textStatus: 'loading' },
  play: async ({ canvasElement }) => {
    const dialog = await findDialog(canvasElement, 'Gold');
    await expect(
      within(dialog)
        .getAllByRole('heading', { level: 3 })
        .map((h) => h.textContent),
    ).toEqual(SECTIONS);
    await expect(dialog).toHaveTextContent('196.97 u');
    await expect(within(dialog).getAllByText('Loading the description…')).toHaveLength(2);
  },
};

export const ShouldOfferRetry: Story = {
  name: 'when the description fails to load, should say so and offer to try again',
  tags: ['!autodocs'],
  args: { text: undefined, textStatus: 'error' },
  play: async ({ canvasElement, args }) => {
    const dialog = await findDialog(canvasElement, 'Gold');
    await expect(within(dialog).getByRole('alert')).toHaveTextContent('could not be loaded');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Try again' }));
    await expect(args.onRetry).toHaveBeenCalledOnce();
  },
};

const openFromButton = async (canvasElement: HTMLElement) => {
  const canvas = within(canvasElement);
  const body = within(canvasElement.ownerDocument.body);
  // Starts open: close it first so that focus comes from the button, as from a tile.
  await body.findByRole('dialog', { name: 'Gold' });
  await userEvent.keyboard('{Escape}');
  await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  const trigger = canvas.getByRole('button', { name: 'Show Gold' });
  trigger.focus();
  await userEvent.keyboard('{Enter}');
  return { trigger, dialog: await findDialog(canvasElement, 'Gold'), body };
};

export const ShouldCloseOnEscape: Story = {
  name: 'when Escape is pressed, should close and return focus',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const { trigger, body } = await openFromButton(canvasElement);
    await expect(body.getByRole('button', { name: 'Close' })).toHaveFocus();
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ShouldCloseWithCloseButton: Story = {
  name: 'when the close button is used by keyboard, should close and return focus',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const { trigger, body } = await openFromButton(canvasElement);
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ShouldCloseOnBackdropClick: Story = {
  name: 'when the dimmed backdrop is clicked, should close and return focus',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const { trigger, body } = await openFromButton(canvasElement);
    const overlay = canvasElement.ownerDocument.querySelector<HTMLElement>('[data-slot=dialog-overlay]')!;
    await userEvent.pointer({ keys: '[MouseLeft]', target: overlay, coords: { clientX: 5, clientY: 5 } });
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};

export const ShouldKeepFocusInside: Story = {
  name: 'with Tab, should keep focus inside the dialog',
  tags: ['!autodocs'],
  args: { text: undefined, textStatus: 'error' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromButton(canvasElement);
    for (let i = 0; i < 4; i++) {
      await userEvent.tab();
      await expect(dialog.contains(canvasElement.ownerDocument.activeElement)).toBe(true);
    }
  },
};

export const ShouldScrollFromItsNamedBody: Story = {
  name: 'with nothing to focus in its details, which scroll, Tab should stop on the body by what it holds',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromButton(canvasElement);
    await userEvent.tab();
    const details = within(dialog).getByRole('region', { name: 'Details of Gold' });
    await expect(details).toHaveFocus();
    // It is a stop because it scrolls (the keys that scroll it are the browser's own, which a test cannot press).
    await expect(details.scrollHeight).toBeGreaterThan(details.clientHeight);
  },
};

export const ShouldGoFromCloseToThePageLink: Story = {
  name: 'with the link to the element’s page in its details, Tab should go from Close to the link, the body no stop of its own',
  tags: ['!autodocs'],
  args: { pageHref: '/periodic/au' },
  play: async ({ canvasElement }) => {
    const { dialog } = await openFromButton(canvasElement);
    await userEvent.tab();
    await expect(within(dialog).getByRole('link', { name: 'Open the page for Gold' })).toHaveFocus();
    await expect(within(dialog).queryByRole('region', { name: 'Details of Gold' })).toBeNull();
  },
};

/** With a link to the element's own page, as the table gives it. */
export const WithPageLink: Story = { args: { pageHref: '/periodic/au' } };

export const ShouldLinkToTheElementPage: Story = {
  name: 'with a page address, should link to the element’s own page by name',
  tags: ['!autodocs'],
  args: WithPageLink.args,
  play: async ({ canvasElement }) => {
    const dialog = within(canvasElement.ownerDocument.body).getByRole('dialog', { name: 'Gold' });
    await expect(within(dialog).getByRole('link', { name: 'Open the page for Gold' })).toHaveAttribute('href', '/periodic/au');
  },
};

/**
 * Gold as the page shows it in the story's language (name, text and page link), closed at first,
 * opened from a button named like the element, as a tile opens it; focus comes back to it on close.
 */
function Translated(args: ElementDialogProps) {
  const lang = useLang();
  const gold = el('Au');
  const name = lang === 'en' ? gold.name : elementNames[lang][gold.number - 1]!;
  const text = { en, fr, rw }[lang][gold.number]!;
  const [open, setOpen] = React.useState(false);
  const trigger = React.useRef<HTMLButtonElement>(null);
  return (
    <div className="p-4">
      <Button ref={trigger} onClick={() => setOpen(true)}>
        {name}
      </Button>
      <ElementDialog
        {...args}
        element={open ? { ...gold, name } : undefined}
        text={text}
        textStatus="ready"
        pageHref={elementHref(lang, gold.symbol)}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          trigger.current?.focus();
        }}
        onOpenChange={setOpen}
      />
    </div>
  );
}

// Open gold's details from its button: the dialog's name and the close button. Read on to the
// first fact, Tab on to the link to gold's own page, and Escape back to the button.
const saysDetails = speaks(
  spoken,
  'open an element',
  async (reader, { canvasElement }) => {
    await tab();
    await userEvent.keyboard('{Enter}');
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    // The sections below the first screen render just after it opens.
    await waitFor(() => expect(dialog.querySelectorAll('section')).toHaveLength(SECTIONS.length));
    await settle();
    // Read on from the top: the drawing, the first section and its first fact.
    for (let i = 0; i < 9; i++) await reader.next();
    // One Tab: the body holds the link, so it is no stop of its own.
    await tab();
    await press('{Escape}');
  },
  { inBody: true },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, opening an element, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysDetails,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, opening an element, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, opening an element, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
