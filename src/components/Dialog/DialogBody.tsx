import * as React from 'react';
import { flushSync } from 'react-dom';
import { needsOwnTabStop, tabStopsIn } from '@/lib/tab-stops';

/** Attributes that can make something inside the body take focus, or stop taking it. */
const FOCUS_ATTRIBUTES = ['href', 'tabindex', 'disabled', 'hidden', 'inert', 'contenteditable', 'type', 'class', 'style'];

/**
 * Whether the body must be a Tab stop of its own: it scrolls and holds nothing that takes focus
 * (see needsOwnTabStop). Decided in the browser and kept up to date: the body's height follows the
 * screen, its content's height the text spacing, the zoom and what the content renders later (an
 * element's sections, the search's results).
 */
function useOwnTabStop(ref: React.RefObject<HTMLDivElement | null>): boolean {
  const [own, setOwn] = React.useState(false);
  React.useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    // From an observer, the change is committed at once (flushSync), before the frame is painted:
    // Chromium makes a scrolling box without a focusable child a Tab stop of its own as soon as it
    // scrolls, so until React has committed, the body would be a Tab stop with no name. Scheduled
    // instead, on a loaded machine, that commit came more than two frames later (the catalogue's
    // Tab-stop check caught it once).
    const decide = (at: 'effect' | 'observer') => {
      const next = needsOwnTabStop({ contentHeight: body.scrollHeight, visibleHeight: body.clientHeight, holdsTabStop: tabStopsIn(body).length > 0 });
      // A body that has focus keeps its stop until focus leaves: taking the stop away would drop focus to the page.
      if (!next && body.ownerDocument.activeElement === body) return;
      if (at === 'observer') flushSync(() => setOwn(next));
      else setOwn(next);
    };
    const observed = () => decide('observer');
    // The body's own box (the screen) and its children's boxes (the content, the text spacing).
    const sizes = new ResizeObserver(observed);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(body);
      for (const child of Array.from(body.children)) sizes.observe(child);
    };
    const changes = new MutationObserver(() => {
      watchChildren();
      observed();
    });
    changes.observe(body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: FOCUS_ATTRIBUTES });
    watchChildren();
    decide('effect');
    // Focus leaving can happen inside React's own commit (a focused child removed), where flushSync cannot run.
    const onFocusOut = () => decide('effect');
    body.addEventListener('focusout', onFocusOut);
    return () => {
      sizes.disconnect();
      changes.disconnect();
      body.removeEventListener('focusout', onFocusOut);
    };
  }, [ref]);
  return own;
}

export interface DialogBodyProps {
  /** What the body holds ("Details of Gold", "Search results"): its name while it is a Tab stop. */
  label: string;
  children?: React.ReactNode;
}

/**
 * The dialog's content, scrolling on its own when it is taller than the panel. Keyboard users
 * must be able to scroll it (WCAG 2.1.1): when it scrolls and holds nothing that takes focus, it
 * becomes a Tab stop, a region named for what it holds (WCAG 4.1.2); otherwise it is a plain box,
 * and Tab goes straight from the close button to the first link or field, whose arrow keys scroll it.
 */
export function DialogBody({ label, children }: DialogBodyProps) {
  const ref = React.useRef<HTMLDivElement>(null);
  const own = useOwnTabStop(ref);
  return (
    <div
      ref={ref}
      data-slot="dialog-body"
      {...(own ? { tabIndex: 0, role: 'region', 'aria-label': label } : {})}
      className="min-h-0 flex-1 overflow-y-auto p-5 pt-3 focus-visible:-outline-offset-4"
    >
      {children}
    </div>
  );
}
