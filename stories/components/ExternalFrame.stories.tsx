import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor, within } from 'storybook/test';
import { ExternalFrame, EXTERNAL_FRAME_SANDBOX } from '../../src/components/ExternalFrame';
import { ContactDetails } from '../../src/components/ContactDetails';

/** A small stand-in for a hosted form: loads at once, with no network. */
const STUB_FORM =
  'data:text/html;charset=utf-8,' +
  encodeURIComponent(
    '<!doctype html><html lang="en"><title>Stub feedback form</title><body style="font:16px system-ui;padding:1rem">' +
      '<h1>Feedback</h1><label>What should we improve? <input name="q"></label> <button>Submit</button></body></html>',
  );

/**
 * An address the browser never finishes loading: a scheme with no handler, which a sandboxed frame
 * may not hand to another app, so no load event ever comes. It stands for a form host that hangs.
 */
const NEVER_LOADS = 'ubumenyi-test-hang://forms.example.org/feedback';

const ALTERNATIVES = (
  <ContactDetails
    email="team@ubumenyi.rw"
    phone="+250 788 123 456"
    whatsappNumber="250788123456"
    supportHours={{ days: 'Monday-Friday', opens: '08:00', closes: '17:00', timeZone: 'America/New_York' }}
    now={new Date('2026-01-20T12:00:00Z')}
    title="Other ways to reach us"
    headingLevel={3}
    variant="card"
  />
);

/** The embedded feedback and application forms, with honest loading, timeout, offline and not-configured states. */
const meta = {
  title: 'Components/ExternalFrame',
  component: ExternalFrame,
  args: { title: 'Ubumenyi feedback form', email: 'team@ubumenyi.rw', src: STUB_FORM, height: 360 },
  decorators: [
    (Story) => (
      <div className="container-page max-w-3xl py-6">
        <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof ExternalFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** A hosted form, loaded. */
export const Default: Story = {};
/** While the form loads: a message in its place, no blank box. */
export const Loading: Story = { args: { src: NEVER_LOADS, timeoutMs: 600_000 } };
/** When the form takes too long: a message and the other ways to reach us. */
export const TimedOut: Story = { args: { src: NEVER_LOADS, timeoutMs: 50 } };
/** Offline: the form is not requested; the message says why. */
export const Offline: Story = { args: { src: NEVER_LOADS, online: false } };
/** No form address configured in this build: the alternatives are shown instead. */
export const Unconfigured: Story = { args: { src: undefined, unconfigured: ALTERNATIVES } };
/** The timed-out message in Kinyarwanda. */
export const TimedOutInKinyarwanda: Story = { args: { src: NEVER_LOADS, timeoutMs: 50 }, globals: { locale: 'rw' } };
/** The offline message in French at 320px. */
export const OfflineInFrench: Story = {
  args: { src: NEVER_LOADS, online: false },
  globals: { locale: 'fr', viewport: { value: 'phone320' } },
};

/** Loaded, loading, timed out, offline and unconfigured, one below the other. */
export const AllVariants: Story = {
  render: (args) => (
    <div className="flex flex-col gap-10">
      <ExternalFrame {...args} src={STUB_FORM} title="Loaded form" />
      <ExternalFrame {...args} src={NEVER_LOADS} title="Loading form" timeoutMs={600_000} />
      <ExternalFrame {...args} src={NEVER_LOADS} title="Timed-out form" timeoutMs={50} />
      <ExternalFrame {...args} src={NEVER_LOADS} title="Offline form" online={false} />
      <ExternalFrame {...args} src={undefined} title="Unconfigured form" />
    </div>
  ),
};

export const ShouldShowLoadingUntilLoaded: Story = {
  name: 'while the form loads, should say Loading…, then show the named, sandboxed frame',
  tags: ['!autodocs'],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const frame = await canvas.findByTitle('Ubumenyi feedback form');
    await expect(frame.tagName).toBe('IFRAME');
    await expect(frame).toHaveAttribute('loading', 'lazy');
    await expect(frame).toHaveAttribute('sandbox', EXTERNAL_FRAME_SANDBOX);
    await waitFor(() => expect(canvas.queryByText('Loading…')).toBeNull());
    await expect(canvasElement.querySelector('[data-slot="external-frame"]')).toHaveAttribute('data-state', 'loaded');
    await expect(canvas.getByRole('link', { name: 'Open the form in a new tab (opens in a new window)' })).toHaveAttribute('href', STUB_FORM);
  },
};

export const ShouldKeepLoadingBeforeTimeout: Story = {
  name: 'before the timeout, should keep saying Loading… without alarming the visitor',
  tags: ['!autodocs'],
  args: { src: NEVER_LOADS, timeoutMs: 600_000 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByText('Loading…')).toBeVisible();
    await new Promise((resolve) => setTimeout(resolve, 300));
    await expect(canvas.getByText('Loading…')).toBeVisible();
    await expect(canvas.queryByRole('heading', { name: 'The form is taking a long time to load' })).toBeNull();
  },
};

export const ShouldOfferNewTabAfterTimeout: Story = {
  name: 'when the form never loads, should offer a new tab and the email after the timeout',
  tags: ['!autodocs'],
  args: { src: NEVER_LOADS, timeoutMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { level: 3, name: 'The form is taking a long time to load' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Open the form in a new tab (opens in a new window)' })).toHaveAttribute('href', NEVER_LOADS);
    await expect(canvas.getByRole('link', { name: 'Email team@ubumenyi.rw' })).toHaveAttribute('href', 'mailto:team@ubumenyi.rw');
    // The frame stays, still loading, in case the form arrives late.
    await expect(canvas.getByTitle('Ubumenyi feedback form')).toBeInTheDocument();
    await waitFor(() => expect(canvas.getAllByRole('status').map((r) => r.textContent)).toContain('The form is taking a long time to load'));
  },
};

export const ShouldExplainWhenOffline: Story = {
  name: 'when offline, should say so and load nothing',
  tags: ['!autodocs'],
  args: { online: false },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(await canvas.findByRole('heading', { name: 'You are offline' })).toBeVisible();
    await expect(canvas.queryByTitle('Ubumenyi feedback form')).toBeNull();
    await expect(canvas.getByRole('link', { name: /Open the form in a new tab/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: 'Email team@ubumenyi.rw' })).toBeVisible();
  },
};

export const ShouldShowAlternativesWhenUnconfigured: Story = {
  name: 'when no form is configured, should show the contact alternatives, not an empty frame',
  tags: ['!autodocs'],
  args: { src: undefined, unconfigured: ALTERNATIVES },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('heading', { name: 'This form is not available yet' })).toBeVisible();
    await expect(canvasElement.querySelector('iframe')).toBeNull();
    await expect(canvas.getByRole('heading', { name: 'Other ways to reach us' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'team@ubumenyi.rw' })).toHaveAttribute('href', 'mailto:team@ubumenyi.rw');
  },
};

export const ShouldReachFallbackByKeyboard: Story = {
  name: 'with the keyboard, should reach the new-tab link and then the email',
  tags: ['!autodocs'],
  args: { src: NEVER_LOADS, timeoutMs: 50 },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await canvas.findByRole('heading', { name: 'The form is taking a long time to load' });
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: /Open the form in a new tab/ })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('link', { name: 'Email team@ubumenyi.rw' })).toHaveFocus();
  },
};
