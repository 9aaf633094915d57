import * as React from 'react';
import { needsOwnTabStop, tabStopsIn } from '@/lib/tab-stops';

/** Attributes that can make something inside the body take focus, or stop taking it. */
const FOCUS_ATTRIBUTES = ['href', 'tabindex', 'disabled', 'hidden', 'inert', 'contenteditable', 'type', 'class', 'style'];

/** Makes the body a named region and a Tab stop, or a plain box; writes only what differs (each write is a mutation its observer sees). */
function applyOwnTabStop(body: HTMLElement, own: boolean, label: string): void {
  const wanted: Record<string, string | null> = own
    ? { tabindex: '0', role: 'region', 'aria-label': label }
    : { tabindex: null, role: null, 'aria-label': null };
  for (const [name, value] of Object.entries(wanted)) {
    if (body.getAttribute(name) === value) continue;
    if (value === null) body.removeAttribute(name);
    else body.setAttribute(name, value);
  }
}

/**
 * Whether the body must be a Tab stop of its own: it scrolls and holds nothing that takes focus
 * (see needsOwnTabStop). Decided in the browser and kept up to date: the body's height follows the
 * screen, its content's height the text spacing, the zoom and what the content renders later (an
 * element's sections, the search's results).
 *
 * The observers write the three attributes themselves, at once, rather than through React state:
 * Chromium makes a scrolling box with nothing focusable inside a Tab stop as soon as it scrolls, so
 * until the attributes are there it is a Tab stop with no name. A state update waited for React's
 * scheduled render, which on a loaded machine came more than two frames later (the catalogue's
 * Tab-stop check caught it once); committing it with flushSync instead put a render before the
 * dialog's first paint, on the periodic table's first tap. React renders none of these attributes,
 * so it never writes over them.
 */
function useOwnTabStop(ref: React.RefObject<HTMLDivElement | null>, label: string): void {
  const labelRef = React.useRef(label);
  React.useLayoutEffect(() => {
    labelRef.current = label;
    const body = ref.current;
    if (body?.hasAttribute('aria-label')) body.setAttribute('aria-label', label);
  }, [ref, label]);
  React.useLayoutEffect(() => {
    const body = ref.current;
    if (!body) return;
    const decide = () => {
      const next = needsOwnTabStop({ contentHeight: body.scrollHeight, visibleHeight: body.clientHeight, holdsTabStop: tabStopsIn(body).length > 0 });
      // A body that has focus keeps its stop until focus leaves: taking the stop away would drop focus to the page.
      if (!next && body.ownerDocument.activeElement === body) return;
      applyOwnTabStop(body, next, labelRef.current);
    };
    // The body's own box (the screen) and its children's boxes (the content, the text spacing).
    const sizes = new ResizeObserver(decide);
    const watchChildren = () => {
      sizes.disconnect();
      sizes.observe(body);
      for (const child of Array.from(body.children)) sizes.observe(child);
    };
    const changes = new MutationObserver(() => {
      watchChildren();
      decide();
    });
    changes.observe(body, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: FOCUS_ATTRIBUTES });
    watchChildren();
    decide();
    body.addEventListener('focusout', decide);
    return () => {
      sizes.disconnect();
      changes.disconnect();
      body.removeEventListener('focusout', decide);
    };
  }, [ref]);
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
  useOwnTabStop(ref, label);
  return (
    <div ref={ref} data-slot="dialog-body" className="min-h-0 flex-1 overflow-y-auto p-5 pt-3 focus-visible:-outline-offset-4">
      {children}
    </div>
  );
}
