import * as React from 'react';
import { Button, type ButtonProps } from '../Button';
import { Icon } from '../Icon';
import { LiveRegion } from '../LiveRegion';
import { cn } from '@/lib/cn';

interface ShareButtonMessages {
  /** The button's text ("Share"). */
  button: string;
  /** Announced after the link was copied to the clipboard. */
  copied: string;
  /** Announced after the system share sheet reported success. */
  shared: string;
  /** Announced when neither sharing nor copying worked. */
  failed: string;
}

export interface ShareButtonProps {
  /** What the share sheet shows as the title. */
  title: string;
  /** A sentence sent with the link. */
  text: string;
  /** The link to share. @default the current page's address at the moment of the click */
  url?: string;
  /** Texts of the button and of its confirmations, in the visitor's language. */
  messages: ShareButtonMessages;
  /** @default 'outline' */
  variant?: ButtonProps['variant'];
  className?: string;
}

type Outcome = 'shared' | 'copied' | 'failed' | 'cancelled';

async function shareOrCopy(data: ShareData): Promise<Outcome> {
  if (typeof navigator.share === 'function' && (typeof navigator.canShare !== 'function' || navigator.canShare(data))) {
    try {
      await navigator.share(data);
      return 'shared';
    } catch (error) {
      // The visitor closed the share sheet: nothing to confirm, nothing failed.
      if (error instanceof DOMException && error.name === 'AbortError') return 'cancelled';
    }
  }
  try {
    await navigator.clipboard.writeText(data.url ?? '');
    return 'copied';
  } catch {
    return 'failed';
  }
}

/**
 * Shares a link: the phone's share sheet (Web Share API) where there is one, otherwise the
 * link is copied to the clipboard. Either way the outcome is confirmed on screen and announced
 * politely (WCAG 4.1.3 Status Messages).
 */
export function ShareButton({ title, text, url, messages, variant = 'outline', className }: ShareButtonProps) {
  const [status, setStatus] = React.useState<{ outcome: Outcome; count: number }>({ outcome: 'cancelled', count: 0 });

  const onClick = async () => {
    const outcome = await shareOrCopy({ title, text, url: url ?? window.location.href });
    setStatus((previous) => ({ outcome, count: previous.count + 1 }));
  };

  // A trailing no-break space on every other outcome makes a repeated "copied" a change of text,
  // so screen readers announce it again (the region itself stays mounted).
  const message = status.outcome === 'cancelled' ? '' : messages[status.outcome] + (status.count % 2 === 0 ? '\u00A0' : '');
  return (
    <div data-slot="share-button" className={cn('flex flex-wrap items-center gap-x-3 gap-y-1', className)}>
      <Button variant={variant} onClick={onClick}>
        <Icon name="share" />
        {messages.button}
      </Button>
      <LiveRegion message={message} visible className={cn('text-sm', status.outcome === 'failed' ? 'text-destructive' : 'text-muted-foreground')} />
    </div>
  );
}
