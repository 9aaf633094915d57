import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, within } from 'storybook/test';
import { ContactDetails } from '../../src/components/ContactDetails';
import { inFrench, inKinyarwanda } from '../support/globals';

const HOURS = { days: 'Monday-Friday', opens: '08:00', closes: '17:00', timeZone: 'America/New_York' };
const WINTER = new Date('2026-01-20T12:00:00Z');
const SUMMER = new Date('2026-07-20T12:00:00Z');

/** Email, phone, WhatsApp and the support hours, kept in New York time and shown in Kigali time too. */
const meta = {
  title: 'Components/ContactDetails',
  component: ContactDetails,
  args: {
    email: 'team@ubumenyi.rw',
    phone: '+250 788 123 456',
    whatsappNumber: '250788123456',
    supportHours: HOURS,
    now: WINTER,
  },
  decorators: [
    (Story) => (
      <div className="container-page max-w-xl py-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ContactDetails>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Email, phone, WhatsApp and support hours in New York time, with Kigali time beside them. */
export const Default: Story = {};
/** In summer, when New York is on daylight time, the Kigali hours shift by one hour. */
export const Summer: Story = { name: 'In summer (New York on EDT)', args: { now: SUMMER } };
/** The same details inside a card, as on the contact page. */
export const AsCard: Story = { args: { variant: 'card' } };
/** The details in French, times written the French way. */
export const French: Story = inFrench;
/** The details in Kinyarwanda. */
export const Kinyarwanda: Story = inKinyarwanda;
/** An unusable WhatsApp number: the WhatsApp line is left out, never a broken link. */
export const WithoutWhatsApp: Story = { name: 'Without a usable WhatsApp number', args: { whatsappNumber: '0788' } };
/** Hours the page cannot convert: they are shown as written, without the Kigali time. */
export const UnreadableHours: Story = {
  name: 'Hours the page cannot convert',
  args: { supportHours: { days: 'Weekdays', opens: '8am', closes: '5pm', timeZone: 'EST' } },
};

/** The plain and card variants together. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-8">
      <ContactDetails {...args} />
      <ContactDetails {...args} variant="card" headingLevel={3} title="Other ways to reach us" now={SUMMER} />
    </div>
  ),
};

export const ShouldLinkEachWayToReachUs: Story = {
  name: 'should link the email, the phone and a WhatsApp chat',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { level: 2, name: 'Contact details' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'team@ubumenyi.rw' })).toHaveAttribute('href', 'mailto:team@ubumenyi.rw');
    await expect(canvas.getByRole('link', { name: '+250 788 123 456' })).toHaveAttribute('href', 'tel:+250788123456');
    const chat = canvas.getByRole('link', { name: 'Chat with us on WhatsApp (opens in a new window)' });
    await expect(chat).toHaveAttribute('href', 'https://wa.me/250788123456');
    await expect(chat).toHaveAttribute('rel', 'noopener noreferrer');
  },
};

export const ShouldShowKigaliTimeInWinter: Story = {
  name: 'in winter, should show 8am–5pm EST as 3pm–midnight in Kigali',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monday–Friday, 8am–5pm, New York time (EST, UTC−5)')).toBeVisible();
    await expect(canvas.getByText('Monday–Friday, 3pm–midnight (CAT, UTC+2)', { exact: false })).toBeVisible();
    await expect(canvas.getByText('When New York is on summer time (EDT, UTC−4), the same hours are 2pm–11pm in Kigali.')).toBeVisible();
  },
};

export const ShouldShowKigaliTimeInSummer: Story = {
  name: 'in summer, should show 8am–5pm EDT as 2pm–11pm in Kigali',
  tags: ['!autodocs'],
  args: { now: SUMMER },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Monday–Friday, 8am–5pm, New York time (EDT, UTC−4)')).toBeVisible();
    await expect(canvas.getByText('Monday–Friday, 2pm–11pm (CAT, UTC+2)', { exact: false })).toBeVisible();
    await expect(canvas.getByText('When New York is on standard time (EST, UTC−5), the same hours are 3pm–midnight in Kigali.')).toBeVisible();
  },
};

export const ShouldShowKigaliTimeInFrench: Story = {
  name: 'in French, should write the hours the French way',
  tags: ['!autodocs'],
  globals: { locale: 'fr' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByText('Du lundi au vendredi, de 8 h à 17 h, heure locale à New York (EST, UTC−5)')).toBeVisible();
    await expect(canvas.getByText('Du lundi au vendredi, de 15 h à minuit (CAT, UTC+2)', { exact: false })).toBeVisible();
  },
};

export const ShouldFallBackToConfiguredText: Story = {
  name: 'when the hours cannot be read, should show them as configured',
  tags: ['!autodocs'],
  args: { supportHours: { days: 'Weekdays', opens: '8am', closes: '5pm', timeZone: 'EST' } },
  play: async ({ canvasElement }) => {
    await expect(within(canvasElement).getByText('Weekdays, 8am–5pm (EST)')).toBeVisible();
  },
};

export const ShouldReachLinksByKeyboard: Story = {
  name: 'with the keyboard, should reach the email, phone and WhatsApp links in order',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'team@ubumenyi.rw' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: '+250 788 123 456' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Chat with us on WhatsApp/ })).toHaveFocus();
  },
};
