import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, waitFor, within } from 'storybook/test';
import { ShareButton, type ShareButtonProps } from '../../src/components/ShareButton';
import { papers as papersNs } from '../../src/i18n/namespaces/papers';
import { useT } from '../../src/i18n/useT';
import { inFrench, inKinyarwanda } from '../support/globals';
import { press, settle, speaks, tab } from '../support/spoken';
import spoken from './ShareButton.spoken.json' with { type: 'json' };

const messages = {
  button: 'Share',
  copied: 'Link copied. Paste it in a message to share these papers.',
  shared: 'Link shared.',
  failed: 'The link could not be copied. Copy it from the address bar instead.',
};
const url = 'https://ubumenyi.example.org/papers?board=reb&class=S3';

const share = fn();
const writeText = fn();

/**
 * Replaces navigator.share and navigator.clipboard for one story (a headless browser has neither
 * a share sheet nor clipboard permission), and puts the real ones back afterwards.
 */
function stubNavigator(stubs: { share?: (data: ShareData) => Promise<void>; writeText?: (text: string) => Promise<void> }) {
  return () => {
    const saved = {
      share: Object.getOwnPropertyDescriptor(navigator, 'share'),
      clipboard: Object.getOwnPropertyDescriptor(navigator, 'clipboard'),
    };
    share.mockReset();
    writeText.mockReset();
    if (stubs.share) share.mockImplementation(stubs.share);
    if (stubs.writeText) writeText.mockImplementation(stubs.writeText);
    Object.defineProperty(navigator, 'share', { configurable: true, value: stubs.share ? share : undefined });
    Object.defineProperty(navigator, 'clipboard', { configurable: true, value: { writeText } });
    return () => {
      for (const [key, descriptor] of Object.entries(saved)) {
        if (descriptor) Object.defineProperty(navigator, key, descriptor);
        else delete (navigator as unknown as Record<string, unknown>)[key];
      }
    };
  };
}

/** Shares a link through the phone's share sheet, or copies it; the outcome is shown and announced politely. */
const meta = {
  title: 'Components/ShareButton',
  component: ShareButton,
  args: { title: 'Past papers on Ubumenyi', text: 'Past exam papers from REB and RTB', url, messages },
  render: (args) => (
    <div className="p-4">
      <ShareButton {...args} />
    </div>
  ),
  parameters: { spoken },
} satisfies Meta<typeof ShareButton>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The Share button: the phone's share sheet, or a copied link where there is none. */
export const Default: Story = {};
/** The secondary variant. */
export const Secondary: Story = { args: { variant: 'secondary' } };

export const ShouldCopyTheLinkWithoutAShareSheet: Story = {
  name: 'without the Web Share API, should copy the link and announce it politely (keyboard)',
  tags: ['!autodocs'],
  beforeEach: stubNavigator({ writeText: async () => {} }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const status = canvas.getByRole('status');
    await expect(status).toHaveAttribute('aria-live', 'polite');
    await expect(status).toHaveTextContent('');
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'Share' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status).toHaveTextContent(messages.copied));
    await expect(writeText).toHaveBeenCalledWith(url);
    const first = status.textContent;
    // Copying again changes the region's text, so it is announced again.
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(status.textContent).not.toBe(first));
    await expect(status).toHaveTextContent(messages.copied);
    await expect(writeText).toHaveBeenCalledTimes(2);
  },
};

export const ShouldUseTheShareSheet: Story = {
  name: 'with the Web Share API, should open the share sheet with the link and confirm',
  tags: ['!autodocs'],
  beforeEach: stubNavigator({ share: async () => {}, writeText: async () => {} }),
  play: async ({ canvasElement, args }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(messages.shared));
    await expect(share).toHaveBeenCalledWith({ title: args.title, text: args.text, url });
    await expect(writeText).not.toHaveBeenCalled();
  },
};

export const ShouldStayQuietWhenTheSheetIsClosed: Story = {
  name: 'when the visitor closes the share sheet, should neither copy nor announce anything',
  tags: ['!autodocs'],
  beforeEach: stubNavigator({ share: async () => Promise.reject(new DOMException('Share canceled', 'AbortError')), writeText: async () => {} }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(share).toHaveBeenCalledTimes(1));
    await expect(writeText).not.toHaveBeenCalled();
    await expect(canvas.getByRole('status')).toHaveTextContent('');
  },
};

export const ShouldFallBackToCopyWhenSharingFails: Story = {
  name: 'when the share sheet fails, should copy the link instead',
  tags: ['!autodocs'],
  beforeEach: stubNavigator({ share: async () => Promise.reject(new DOMException('Not allowed', 'NotAllowedError')), writeText: async () => {} }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(messages.copied));
    await expect(writeText).toHaveBeenCalledWith(url);
  },
};

export const ShouldSayWhenNothingWorked: Story = {
  name: 'when neither sharing nor copying works, should say how to copy the link by hand',
  tags: ['!autodocs'],
  beforeEach: stubNavigator({ writeText: async () => Promise.reject(new DOMException('Denied', 'NotAllowedError')) }),
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: 'Share' }));
    await waitFor(() => expect(canvas.getByRole('status')).toHaveTextContent(messages.failed));
  },
};

/** The button as the papers page builds it, in the story's language. */
function Translated(args: ShareButtonProps) {
  const { t } = useT(papersNs);
  return (
    <div className="p-4">
      <ShareButton
        {...args}
        title={t('share.title')}
        text={t('share.text')}
        messages={{ button: t('share.button'), copied: t('share.copied'), shared: t('share.shared'), failed: t('share.failed') }}
      />
    </div>
  );
}

// Tab to the button, press Enter (no share sheet: the link is copied) and hear the confirmation;
// press it again and hear the confirmation again, not silence.
const saysShare = speaks(spoken, 'share the link', async (_reader, { canvasElement }) => {
  const status = within(canvasElement).getByRole('status');
  await tab();
  await press('{Enter}');
  await waitFor(() => expect(status.textContent).not.toBe(''));
  await settle();
});

export const ShouldSayEn: Story = {
  name: 'to a screen reader, sharing the link, should say the approved phrases (en)',
  tags: ['!autodocs'],
  beforeEach: stubNavigator({ writeText: async () => {} }),
  render: (args) => <Translated {...args} />,
  play: saysShare,
};
export const ShouldSayFr: Story = {
  ...ShouldSayEn,
  ...inFrench,
  name: 'to a screen reader, sharing the link, should say the approved phrases (fr)',
  tags: ['!autodocs'],
};
export const ShouldSayRw: Story = {
  ...ShouldSayEn,
  ...inKinyarwanda,
  name: 'to a screen reader, sharing the link, should say the approved phrases (rw)',
  tags: ['!autodocs'],
};
