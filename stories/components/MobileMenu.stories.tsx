import * as React from 'react';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { MobileMenu, type MobileMenuProps } from '../../src/components/MobileMenu';
import { Button } from '../../src/components/Button';
import { headerNav } from '../../src/content/navigation';
import { useT } from '../../src/i18n/useT';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, speaks, tab } from '../support/spoken';
import spoken from './MobileMenu.spoken.json' with { type: 'json' };

/** The navigation as a sheet from the right, for phones. */
const meta = {
  title: 'Components/MobileMenu',
  component: MobileMenu,
  args: {
    open: false,
    onOpenChange: fn(),
    items: headerNav,
    onLanguageChange: fn(),
    returnFocusTo: { current: null },
  },
  parameters: { route: '/about', spoken },
  render: (args) => <Harness {...args} />,
} satisfies Meta<typeof MobileMenu>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The closed menu: only the button that opens it. */
export const Default: Story = {};
/** The menu open as a sheet from the right, with every section of the site. */
export const Open: Story = { args: { open: true } };
/** The open menu in French. */
export const OpenInFrench: Story = { args: { open: true }, globals: { locale: 'fr' } };

export const ShouldCloseOnBackdropAndReturnFocus: Story = {
  name: 'when the backdrop is tapped, should close and return focus to the menu button',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    const button = within(canvasElement).getByRole('button', { name: 'Menu' });
    await userEvent.click(button);
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('link', { name: 'About us' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(canvasElement.ownerDocument.querySelector('[data-slot="dialog-overlay"]') as HTMLElement);
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
    await expect(button).toHaveFocus();
  },
};

export const ShouldCloseWhenLinkChosenByKeyboard: Story = {
  name: 'with the keyboard, choosing a link should close the sheet',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await userEvent.keyboard('{Enter}');
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    await expect(within(sheet).getByRole('button', { name: 'Close' })).toHaveFocus();
    // Straight to the first link: the sheet's body holds links, so it is no Tab stop of its own.
    await userEvent.tab();
    await expect(within(sheet).getByRole('link', { name: 'Home' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
    await expect(args.onOpenChange).toHaveBeenLastCalledWith(false);
  },
};

export const ShouldChooseALanguageInOneTap: Story = {
  name: 'should list the languages as links under "Language": one tap chooses one and closes the sheet',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Menu' }));
    const sheet = await body.findByRole('dialog', { name: 'Menu' });
    const languages = within(sheet).getByRole('list', { name: 'Language' });
    await expect(
      within(languages)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['English', 'Français', 'Ikinyarwanda']);
    await expect(within(languages).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    const french = within(languages).getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(french).toHaveAttribute('href', '/fr/about');
    await userEvent.click(french);
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(sheet).not.toBeInTheDocument());
  },
};

/** The menu button as the site header draws it on a phone, and its sheet; `label` names the button ("Menu" unless given). */
function Harness({ label = 'Menu', ...args }: MobileMenuProps & { label?: string }) {
  const [open, setOpen] = React.useState(args.open);
  const button = React.useRef<HTMLButtonElement>(null);
  return (
    <div className="p-4">
      <Button ref={button} aria-haspopup="dialog" aria-expanded={open} onClick={() => setOpen(true)}>
        {label}
      </Button>
      <MobileMenu
        {...args}
        open={open}
        onOpenChange={(next) => {
          setOpen(next);
          args.onOpenChange(next);
        }}
        returnFocusTo={button}
      />
    </div>
  );
}

/** The button named as the site header names it ("Open menu", in the story's language). */
function Translated(args: MobileMenuProps) {
  const { t } = useT();
  return <Harness {...args} label={t('nav.openMenu')} />;
}

// Tab to the menu button and open it with Enter: the sheet says its name and focus is on Close.
// Tab to the first links (the current page among them), jump to the Language heading and read on
// into the languages, then close with Escape: focus is back on the menu button, now collapsed.
const saysMenu = speaks(
  spoken,
  'open the menu and close it',
  async (reader) => {
    await tab();
    await press('{Enter}');
    for (let i = 0; i < 2; i += 1) {
      await tab();
    }
    await reader.perform(reader.commands.moveToNextHeading);
    for (let i = 0; i < 6; i += 1) await reader.next();
    await press('{Escape}');
  },
  { inBody: true },
);

export const ShouldSayEn: Story = {
  name: 'to a screen reader, opening the menu and closing it, should say the approved phrases (en)',
  tags: ['!autodocs'],
  render: (args) => <Translated {...args} />,
  play: saysMenu,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, opening the menu and closing it, should say the approved phrases (fr)',
  tags: ['!autodocs'],
  parameters: { route: '/fr/about' },
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, opening the menu and closing it, should say the approved phrases (rw)',
  tags: ['!autodocs'],
  parameters: { route: '/rw/about' },
};
