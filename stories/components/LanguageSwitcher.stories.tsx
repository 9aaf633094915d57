import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from '../../src/components/LanguageSwitcher';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, settle, speaks, tab } from '../support/spoken';
import spoken from './LanguageSwitcher.spoken.json' with { type: 'json' };

/**
 * The interface language: a button showing the current language, which opens a dialog of the
 * three languages as links to this page in each, each written in itself. (The app switches
 * language in onLanguageChange; here it is a spy.)
 */
const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { onLanguageChange: fn() },
  decorators: [
    (Story) => (
      <div className="flex justify-end p-4">
        <Story />
      </div>
    ),
  ],
  parameters: { spoken },
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switcher closed, showing the current language. */
export const Default: Story = {};
/** The switcher when the interface is in Kinyarwanda. */
export const InKinyarwanda: Story = inKinyarwanda;

/** Open: each language written in itself (English, Français, Ikinyarwanda), the current one marked. */
export const Open: Story = {
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language, English' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('dialog', { name: 'Choose a language' })).toBeVisible();
  },
};

export const ShouldListLanguagesInThemselves: Story = {
  name: 'when clicked, should list each language in its own name and lang, as links to this page in it',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language, English' }));
    const dialog = await body.findByRole('dialog', { name: 'Choose a language' });
    const links = within(dialog).getAllByRole('link');
    await expect(links.map((link) => link.textContent)).toEqual(['English', 'Français', 'Ikinyarwanda']);
    const french = within(dialog).getByRole('link', { name: 'Français' });
    await expect(french).toHaveAttribute('lang', 'fr');
    await expect(french).toHaveAttribute('hreflang', 'fr');
    await expect(french.getAttribute('href')).toMatch(/^\/fr(\/|$)/);
    await expect(within(dialog).getByRole('link', { name: 'English' })).toHaveAttribute('aria-current', 'true');
    await userEvent.click(within(dialog).getByRole('link', { name: 'Ikinyarwanda' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('rw');
    await waitFor(() => expect(body.queryByRole('dialog')).toBeNull());
  },
};

export const ShouldWorkByKeyboard: Story = {
  name: 'with the keyboard only, Enter should open the dialog on the current language, Tab and Enter choose, Escape gives focus back',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    const button = canvas.getByRole('button', { name: 'Language, English' });
    await expect(button).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    const dialog = await body.findByRole('dialog', { name: 'Choose a language' });
    await waitFor(() => expect(within(dialog).getByRole('link', { name: 'English' })).toHaveFocus());
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    // Escape closes it and gives focus back to the button.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(button).toHaveFocus());
    await expect(args.onLanguageChange).not.toHaveBeenCalled();
    // Again: Tab to French, Enter chooses it.
    await userEvent.keyboard('{Enter}');
    const again = await body.findByRole('dialog', { name: 'Choose a language' });
    await waitFor(() => expect(within(again).getByRole('link', { name: 'English' })).toHaveFocus());
    await userEvent.tab();
    await expect(within(again).getByRole('link', { name: 'Français' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(button).toHaveFocus());
  },
};

// Tab to the button and hear the current language, open the dialog: its title, focus on the current
// language (marked current), then Tab twice, and Escape back to the button.
const saysLanguages = speaks(
  spoken,
  'choose a language',
  async (_reader, { canvasElement }) => {
    await tab();
    await userEvent.keyboard('{Enter}');
    // The dialog's code loads on the first open: wait for it, and for focus on the current language.
    const dialog = await within(canvasElement.ownerDocument.body).findByRole('dialog');
    await waitFor(() => expect(dialog.querySelector('[aria-current=true]')).toHaveFocus());
    await settle();
    // On with Tab, twice: what comes after the current language (focus stays in the dialog).
    await tab();
    await tab();
    await press('{Escape}');
  },
  { inBody: true },
);
export const ShouldSayEn: Story = {
  name: 'to a screen reader, choosing a language, should say the approved phrases (en)',
  tags: ['!autodocs'],
  play: saysLanguages,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, choosing a language, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, choosing a language, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
