import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { LanguageSwitcher } from '../../src/components/LanguageSwitcher';
import { inKinyarwanda } from '../support/globals';

/**
 * The interface language, as a Radix Select that loads on first intent; each language is
 * written in itself. (The app switches language in onLanguageChange; here it is a spy.)
 */
const meta = {
  title: 'Components/LanguageSwitcher',
  component: LanguageSwitcher,
  args: { onLanguageChange: fn() },
  decorators: [(Story) => <div className="flex justify-end p-4"><Story /></div>],
} satisfies Meta<typeof LanguageSwitcher>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The switcher closed, showing the current language. */
export const Default: Story = {};
/** The switcher when the interface is in Kinyarwanda. */
export const InKinyarwanda: Story = inKinyarwanda;

/** Open: each language written in itself (English, Français, Ikinyarwanda). */
export const Open: Story = {
  parameters: {
    a11y: {
      // aria-hidden-focus: Radix hides the page behind the open listbox but leaves the trigger's
      // tabindex; focus is held in the listbox, so the hidden trigger cannot be reached.
      config: { rules: [{ id: 'aria-hidden-focus', enabled: false }] },
    },
  },
  play: async ({ canvasElement }) => {
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language English' }));
    await expect(await within(canvasElement.ownerDocument.body).findByRole('listbox')).toBeVisible();
  },
};

export const ShouldListLanguagesInThemselves: Story = {
  name: 'when clicked, should open at once and list each language in its own name and lang',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.click(within(canvasElement).getByRole('button', { name: 'Language English' }));
    const listbox = await body.findByRole('listbox');
    const options = within(listbox).getAllByRole('option');
    await expect(options.map((o) => o.textContent)).toEqual(['English', 'Français', 'Ikinyarwanda']);
    await expect(within(listbox).getByRole('option', { name: 'Français' })).toHaveAttribute('lang', 'fr');
    await userEvent.click(within(listbox).getByRole('option', { name: 'Ikinyarwanda' }));
    await expect(args.onLanguageChange).toHaveBeenCalledWith('rw');
  },
};

export const ShouldWorkByKeyboard: Story = {
  name: 'with the keyboard only, Enter should swap in the open list with focus kept, arrows and Enter choose',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const body = within(canvasElement.ownerDocument.body);
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Language English' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // The stand-in is replaced by the Radix trigger, already open; focus carries over.
    await body.findByRole('listbox');
    // While the list is open Radix aria-hides the page, so look the trigger up among hidden nodes.
    const trigger = await canvas.findByRole('combobox', { name: 'Language English', hidden: true });
    await userEvent.keyboard('{ArrowDown}{Enter}');
    await expect(args.onLanguageChange).toHaveBeenCalledWith('fr');
    await waitFor(() => expect(trigger).toHaveFocus());
  },
};
