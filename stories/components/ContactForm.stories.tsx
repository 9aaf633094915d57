import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ContactForm } from '../../src/components/ContactForm';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, speaks, tab } from '../support/spoken';
import spoken from './ContactForm.spoken.json' with { type: 'json' };

const NUMBER = '250788123456';

/** The WhatsApp contact form: name and message, validated, then opened in WhatsApp ready to send. */
const meta = {
  title: 'Components/ContactForm',
  component: ContactForm,
  args: { whatsappNumber: NUMBER, email: 'team@ubumenyi.rw', open: fn(() => true) },
  decorators: [
    (Story) => (
      <div className="container-page max-w-2xl py-6">
        <Story />
      </div>
    ),
  ],
  parameters: { spoken },
} satisfies Meta<typeof ContactForm>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The empty form: name and message, and the button that opens WhatsApp. */
export const Default: Story = {};

/** The form filled in, ready to send. */
export const Filled: Story = {
  args: { defaultValues: { name: 'Aline Uwase', message: 'Muraho! Where can I find the 2023 S6 mathematics paper?\nMurakoze.' } },
};

/** The form in French. */
export const French: Story = inFrench;
/** The form in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;

/** An unusable WhatsApp number: the form explains and offers the other ways to reach us. */
export const WhatsAppUnavailable: Story = {
  name: 'WhatsApp unavailable (unusable number)',
  args: { whatsappNumber: '0788 123 456' },
};

/** At 320px in French with a very long message: the counter and the errors stay readable. */
export const OnPhone: Story = {
  globals: { viewport: { value: 'phone320' }, locale: 'fr' },
  args: { defaultValues: { name: 'Jean-Claude Niyonzima', message: 'x'.repeat(1010) } },
};

export const ShouldShowErrorsWhenEmpty: Story = {
  name: 'when sent empty, should show both errors, focus the name and open nothing',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp with my message/ }));
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    const message = canvas.getByRole('textbox', { name: 'Your message' });
    await expect(name).toHaveFocus();
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(name).toHaveAccessibleDescription('Error: Enter your name.');
    await expect(message).toHaveAccessibleDescription('Error: Write your message. Up to 1,000 characters. You have 1,000 characters left');
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(args.open).not.toHaveBeenCalled();
  },
};

export const ShouldTreatWhitespaceAsEmpty: Story = {
  name: 'when only spaces and line breaks are typed, should count them as empty',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    const message = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.type(name, '   ');
    await userEvent.type(message, '  {Enter}\t{Enter} ');
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp/ }));
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await expect(message).toHaveAttribute('aria-invalid', 'true');
    await expect(canvas.getByText('Enter your name.')).toBeVisible();
    await expect(canvas.getByText('Write your message.')).toBeVisible();
    await expect(name).toHaveFocus();
    // The values stay as typed: nothing is thrown away.
    await expect(name).toHaveValue('   ');
    await expect(args.open).not.toHaveBeenCalled();
  },
};

export const ShouldRejectTooLong: Story = {
  name: 'when the name or message is too long, should say so and count the excess',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    const message = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.click(name);
    await userEvent.paste('N'.repeat(101));
    await userEvent.click(message);
    await userEvent.paste('m'.repeat(1001));
    await expect(canvas.getByText('You have 1 character too many')).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp/ }));
    await expect(canvas.getByText('Your name must be 100 characters or fewer.')).toBeVisible();
    await expect(canvas.getByText('Your message must be 1,000 characters or fewer.')).toBeVisible();
    await expect(name).toHaveFocus();
    await expect(args.open).not.toHaveBeenCalled();
    // Fixing only the name moves focus to the message on the next try.
    await userEvent.clear(name);
    await userEvent.type(name, 'Aline');
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp/ }));
    await expect(message).toHaveFocus();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(args.open).not.toHaveBeenCalled();
  },
};

export const ShouldUpdateCounterLive: Story = {
  name: 'when typing, should count the characters left',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('You have 1,000 characters left')).toBeVisible();
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Muraho 🇷🇼');
    await expect(canvas.getByText('You have 992 characters left')).toBeVisible();
    // The polite announcement follows once typing pauses.
    await waitFor(() => expect(canvas.getAllByRole('status').map((region) => region.textContent)).toContain('You have 992 characters left'), { timeout: 3000 });
  },
};

export const ShouldRevalidateOnBlur: Story = {
  name: 'after a failed send, should clear an error when the field is fixed and left',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp/ }));
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    await userEvent.type(name, 'Eric');
    await expect(name).toHaveAttribute('aria-invalid', 'true');
    await userEvent.tab();
    await expect(name).not.toHaveAttribute('aria-invalid');
    await expect(canvas.queryByText('Enter your name.')).toBeNull();
    await expect(canvas.getByText('Write your message.')).toBeVisible();
  },
};

export const ShouldOpenWhatsAppWithExactUrl: Story = {
  name: 'when valid, should open WhatsApp with the exact link and confirm politely',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), '  Aline  ');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Line one & #3?{Enter}Line two: 50% + "é" 🇷🇼');
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp/ }));
    await expect(args.open).toHaveBeenCalledTimes(1);
    await expect(args.open).toHaveBeenCalledWith(
      'https://wa.me/250788123456?text=Hello%2C%20my%20name%20is%20Aline.%0A%0ALine%20one%20%26%20%233%3F%0ALine%20two%3A%2050%25%20%2B%20%22%C3%A9%22%20%F0%9F%87%B7%F0%9F%87%BC',
    );
    const confirmation = canvas.getByText('WhatsApp has opened in a new window with your message. Press Send there to reach us.');
    await expect(confirmation).toBeVisible();
    // Shown at once; said once by a polite status.
    await waitFor(() =>
      expect(canvas.getAllByRole('status').map((region) => region.textContent)).toContain(
        'WhatsApp has opened in a new window with your message. Press Send there to reach us.',
      ),
    );
    // The form keeps its values until the visitor clears it.
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveValue('  Aline  ');
    await expect(canvas.queryByRole('link', { name: /Open WhatsApp with my message/ })).toBeNull();
  },
};

export const ShouldLocaliseTheGreeting: Story = {
  name: 'in Kinyarwanda, should greet in Kinyarwanda',
  tags: ['!autodocs'],
  globals: { locale: 'rw' },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Amazina yawe' }), 'Uwase');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Ubutumwa bwawe' }), "Ndashaka igitabo cy'imibare.");
    await userEvent.click(canvas.getByRole('button', { name: /Fungura WhatsApp/ }));
    await expect(args.open).toHaveBeenCalledWith('https://wa.me/250788123456?text=Muraho%2C%20nitwa%20Uwase.%0A%0ANdashaka%20igitabo%20cy%27imibare.');
  },
};

export const ShouldOfferLinkWhenPopupBlocked: Story = {
  name: 'when the popup is blocked, should show the link to tap instead',
  tags: ['!autodocs'],
  args: { open: fn(() => false) },
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Eric');
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), 'Two{Enter}lines');
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp/ }));
    await expect(args.open).toHaveBeenCalledTimes(1);
    await expect(canvas.getByText('Your browser did not let WhatsApp open. Tap the link below to open it with your message.')).toBeVisible();
    const link = canvas.getByRole('link', { name: 'Open WhatsApp with my message (opens in a new window)' });
    await expect(link).toHaveAttribute('href', 'https://wa.me/250788123456?text=Hello%2C%20my%20name%20is%20Eric.%0A%0ATwo%0Alines');
    await expect(link).toHaveAttribute('target', '_blank');
    await expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    // Editing the text withdraws the now-stale link.
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your message' }), '!');
    await expect(canvas.queryByRole('link', { name: /Open WhatsApp with my message/ })).toBeNull();
  },
};

export const ShouldWorkWithKeyboardOnly: Story = {
  name: 'with the keyboard only, should fill, send and clear the form',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    const name = canvas.getByRole('textbox', { name: 'Your name' });
    const message = canvas.getByRole('textbox', { name: 'Your message' });
    await userEvent.tab();
    await expect(name).toHaveFocus();
    await userEvent.keyboard('Jean');
    await userEvent.tab();
    await expect(message).toHaveFocus();
    await userEvent.keyboard('Ndabashimiye');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: /Open WhatsApp/ })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await expect(args.open).toHaveBeenCalledWith('https://wa.me/250788123456?text=Hello%2C%20my%20name%20is%20Jean.%0A%0ANdabashimiye');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Clear the form' })).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(name).toHaveValue('');
    await expect(message).toHaveValue('');
    await expect(name).toHaveFocus();
    await expect(canvas.getByText('The form is empty again.')).toBeVisible();
  },
};

export const ShouldSubmitWithEnterInName: Story = {
  name: 'when Enter is pressed in the name field, should validate like a click',
  tags: ['!autodocs'],
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByRole('textbox', { name: 'Your name' }), 'Aline{Enter}');
    await expect(canvas.getByRole('textbox', { name: 'Your message' })).toHaveFocus();
    await expect(canvas.getByText('Write your message.')).toBeVisible();
    await expect(args.open).not.toHaveBeenCalled();
  },
};

export const ShouldOfferEmailWhenNumberUnusable: Story = {
  name: 'when the WhatsApp number is unusable, should offer the email instead of the form',
  tags: ['!autodocs'],
  args: { whatsappNumber: 'not a number' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.queryByRole('textbox')).toBeNull();
    await expect(canvas.getByRole('link', { name: 'team@ubumenyi.rw' })).toHaveAttribute('href', 'mailto:team@ubumenyi.rw');
  },
};

// Tab past the two empty fields to the send button and press Enter: focus goes to the first invalid
// field, whose error is read with it; Tab on to the message and hear its own error.
const saysErrors = speaks(spoken, 'send the form empty', async () => {
  for (let step = 0; step < 3; step += 1) {
    await tab();
  }
  await press('{Enter}');
  await tab();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, sending the form empty, should say the approved phrases (en)',
  tags: ['!autodocs'],
  play: saysErrors,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, sending the form empty, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, sending the form empty, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
