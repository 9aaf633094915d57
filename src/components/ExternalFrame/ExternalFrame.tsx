import * as React from 'react';
import { cva } from 'class-variance-authority';
import { cn } from '@/lib/cn';
import { Button } from '../Button';
import { EmbedFrame } from '../EmbedFrame';
import { Icon } from '../Icon';
import { LiveRegion } from '../LiveRegion';
import { useT } from '@/i18n/useT';
import { useHydrated } from '@/hooks/useHydrated';
import { useOnline } from '@/hooks/useOnline';
import { contact } from '@/i18n/namespaces/contact';

/** How long a frame may take to load before the visitor is offered other ways in. */
const EXTERNAL_FRAME_TIMEOUT_MS = 15_000;

/**
 * What a hosted form (Google Forms, Microsoft Forms, Tally…) needs, and nothing more: its own
 * scripts and cookies (same-origin means *its* origin, not ours), submitting, and opening its own
 * links (sign-in, terms) in a normal new tab. Not allowed: navigating our page, downloads, modals,
 * pointer lock, presentation, storage access prompts.
 */
export const EXTERNAL_FRAME_SANDBOX = 'allow-scripts allow-same-origin allow-forms allow-popups allow-popups-to-escape-sandbox';

const externalFrameClass = 'relative w-full overflow-hidden rounded-lg border-2 border-border bg-muted';

/** The message box shown instead of (or above) the frame: timed out, offline, not configured. */
const frameNoticeVariants = cva('flex flex-col gap-3 rounded-lg border-2 p-5', {
  variants: {
    variant: {
      default: 'border-border bg-muted text-foreground',
      warning: 'border-warning-foreground/40 bg-warning-soft text-foreground',
    },
  },
  defaultVariants: { variant: 'default' },
});

type ExternalFrameState = 'unconfigured' | 'offline' | 'loading' | 'timedOut' | 'loaded';

export interface ExternalFrameProps {
  /** The hosted form's https address. Unset means no form is configured: `unconfigured` is shown instead. */
  src?: string;
  /** The frame's accessible name ("Feedback form"): required, as every iframe needs one (WCAG 4.1.2). */
  title: string;
  /** The team's email address, offered as a last resort when the form cannot load. */
  email: string;
  /** Milliseconds without a load event, once the frame is on screen, before the fallback is offered. @default 15000 */
  timeoutMs?: number;
  /** Frame height in CSS pixels (hosted forms do not size themselves). @default 900 */
  height?: number;
  /** Overrides the browser's online status (stories). @default navigator.onLine, kept up to date */
  online?: boolean;
  /** What to show when no form is configured: the contact alternatives. */
  unconfigured?: React.ReactNode;
  /** Level of the notices' headings, to fit the page outline. @default 3 */
  headingLevel?: 2 | 3 | 4;
  className?: string;
}

/**
 * An embedded external page (the feedback and application forms) that never leaves a visitor
 * staring at a blank box: "Loading…" until the frame's load event; after `timeoutMs` on screen
 * without one, or while offline, a message with a link that opens the form in a new tab and the
 * team's email as a last resort; and the contact alternatives when no form is configured.
 * The frame is lazy, sandboxed to what a hosted form needs, and mounted only once the page has
 * hydrated, so its load event can never fire before React listens for it.
 */
export function ExternalFrame(props: ExternalFrameProps) {
  // A new address starts over: loading, a fresh clock.
  return <ExternalFrameInner key={props.src ?? ''} {...props} />;
}

function ExternalFrameInner({
  src,
  title,
  email,
  timeoutMs = EXTERNAL_FRAME_TIMEOUT_MS,
  height = 900,
  online: onlineOverride,
  unconfigured,
  headingLevel = 3,
  className,
}: ExternalFrameProps) {
  const { t } = useT(contact);
  const hydrated = useHydrated();
  const browserOnline = useOnline();
  const online = onlineOverride ?? browserOnline;
  const id = React.useId();
  const wrapperRef = React.useRef<HTMLDivElement>(null);
  const [loaded, setLoaded] = React.useState(false);
  const [timedOut, setTimedOut] = React.useState(false);
  const [inView, setInView] = React.useState(false);

  const showFrame = !!src && hydrated && (online || loaded);

  // The frame is lazy: the browser fetches it only as it nears the screen. Start the clock when
  // it is on screen, so a visitor still reading the text above is not told it timed out.
  React.useEffect(() => {
    const element = wrapperRef.current;
    if (!element || inView) return;
    if (typeof IntersectionObserver === 'undefined') {
      const timer = setTimeout(() => setInView(true), 0);
      return () => clearTimeout(timer);
    }
    const observer = new IntersectionObserver((entries) => {
      if (entries.some((entry) => entry.isIntersecting)) {
        setInView(true);
        observer.disconnect();
      }
    });
    observer.observe(element);
    return () => observer.disconnect();
  }, [inView]);

  React.useEffect(() => {
    if (!showFrame || !inView || loaded || timedOut) return;
    const timer = setTimeout(() => setTimedOut(true), timeoutMs);
    return () => clearTimeout(timer);
  }, [showFrame, inView, loaded, timedOut, timeoutMs]);

  const state: ExternalFrameState = !src ? 'unconfigured' : loaded ? 'loaded' : !online ? 'offline' : timedOut ? 'timedOut' : 'loading';

  const Heading = `h${headingLevel}` as 'h2' | 'h3' | 'h4';
  const announcement = state === 'timedOut' ? t('frame.timeoutTitle') : state === 'offline' ? t('frame.offlineTitle') : '';

  if (state === 'unconfigured') {
    return (
      <div data-slot="external-frame" data-state={state} className={cn('flex flex-col gap-6', className)}>
        <div role="group" aria-labelledby={`${id}-notice`} className={frameNoticeVariants()}>
          <Heading id={`${id}-notice`} className="text-xl font-bold">
            {t('frame.unconfiguredTitle')}
          </Heading>
          <p className="prose-width">{t('frame.unconfiguredText')}</p>
        </div>
        {unconfigured}
      </div>
    );
  }

  const newTabLink = (variant: 'default' | 'link') => (
    <Button asChild variant={variant} className={variant === 'link' ? 'min-h-11 px-0' : 'whitespace-normal text-left'}>
      <a href={src} target="_blank" rel="noopener noreferrer">
        <Icon name="external" />
        {t('frame.openInNewTab')}
        <span className="sr-only"> {t('form.newWindow')}</span>
      </a>
    </Button>
  );

  return (
    <div ref={wrapperRef} data-slot="external-frame" data-state={state} className={cn('flex flex-col gap-4', className)}>
      <LiveRegion message={announcement} />
      {(state === 'timedOut' || state === 'offline') && (
        <div role="group" aria-labelledby={`${id}-notice`} className={frameNoticeVariants({ variant: 'warning' })}>
          <Heading id={`${id}-notice`} className="flex items-center gap-2 text-xl font-bold">
            {state === 'offline' && <Icon name="offline" />}
            {state === 'offline' ? t('frame.offlineTitle') : t('frame.timeoutTitle')}
          </Heading>
          <p className="prose-width">{state === 'offline' ? t('frame.offlineText') : t('frame.timeoutText')}</p>
          <div className="flex flex-wrap items-center gap-3">
            {newTabLink('default')}
            <Button asChild variant="outline" className="whitespace-normal break-all text-left">
              <a href={`mailto:${email}`}>{t('frame.emailUs', { email })}</a>
            </Button>
          </div>
        </div>
      )}
      {state !== 'offline' && (
        <div className={externalFrameClass} style={{ height }}>
          {showFrame && <EmbedFrame src={src} title={title} sandbox={EXTERNAL_FRAME_SANDBOX} onLoad={() => setLoaded(true)} className="h-full" />}
          {!loaded && (
            <div data-slot="external-frame-loading" className="absolute inset-0 flex items-start justify-center bg-muted pt-16">
              <p className="text-lg font-semibold text-muted-foreground">{t('frame.loading')}</p>
            </div>
          )}
        </div>
      )}
      {(state === 'loading' || state === 'loaded') && <p>{newTabLink('link')}</p>}
    </div>
  );
}
