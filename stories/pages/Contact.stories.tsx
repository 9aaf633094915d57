import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import ContactPage from '../../src/pages/ContactPage';
import { inFrench, inKinyarwanda } from '../support/globals';

/**
 * You are an S5 learner in Musanze with a question for the team. Things to try: send the form
 * empty, write your name and a two-line message and press the button (WhatsApp opens in a new
 * window), check the support hours in Kigali time, switch to Kinyarwanda.
 */
const meta = {
  title: 'Pages/Contact',
  component: ContactPage,
  parameters: { route: '/contact' },
} satisfies Meta<typeof ContactPage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The contact page: form and contact details. */
export const Default: Story = {};
/** In French. */
export const French: Story = inFrench;
/** In Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;
/** In Kinyarwanda at 320px. */
export const OnPhone: Story = { globals: { viewport: { value: 'phone320' }, locale: 'rw' } };

export const ShouldOfferFormAndDetails: Story = {
  name: 'should offer the WhatsApp form, the contact details and the hours in Kigali time',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 1, name: 'Contact us' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Send us a message on WhatsApp' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
    // The address is the site config's (or the build's VITE_CONTACT_EMAIL): read it off the page.
    const email = canvas.getByRole('link', { name: /@/ });
    await expect(email).toHaveAttribute('href', `mailto:${email.textContent}`);
    await expect(canvas.getByText(/CAT, UTC\+2/)).toBeVisible();
    await userEvent.click(canvas.getByRole('button', { name: /Open WhatsApp with my message/ }));
    await expect(canvas.getByRole('textbox', { name: 'Your name' })).toHaveFocus();
  },
};
