/**
 * Which elements the Tab key stops on, and whether a scrolling box needs to be one itself.
 * The dialog's body asks it at run time (whether the body scrolls depends on the screen, the
 * text spacing and the content); the story tests ask it to find every Tab stop and check its name.
 */

/** Elements that can take focus by themselves, or by a tabindex. */
const CANDIDATES = [
  'a[href]',
  'area[href]',
  'button',
  'input:not([type="hidden"])',
  'select',
  'textarea',
  'iframe',
  'summary',
  'audio[controls]',
  'video[controls]',
  '[contenteditable]:not([contenteditable="false"])',
  '[tabindex]',
].join(',');

/** Whether the element is drawn: `checkVisibility` where the browser has it, its boxes otherwise. */
function isRendered(element: HTMLElement): boolean {
  if (typeof element.checkVisibility === 'function') return element.checkVisibility({ visibilityProperty: true });
  return !element.closest('[hidden]');
}

/**
 * Whether Tab stops on the element: it can take focus (natively or by a tabindex of 0 or more),
 * is not disabled, is drawn and is not inside an inert part of the page.
 */
export function isTabStop(element: Element): element is HTMLElement {
  if (!(element instanceof HTMLElement) || !element.matches(CANDIDATES)) return false;
  if (element.tabIndex < 0) return false;
  if (element.matches(':disabled') || element.closest('[inert]')) return false;
  return isRendered(element);
}

/** The Tab stops inside `root` (itself excluded), in document order. */
export function tabStopsIn(root: ParentNode): HTMLElement[] {
  return Array.from(root.querySelectorAll(CANDIDATES)).filter(isTabStop);
}

/** What decides whether a scrolling box is a Tab stop of its own. */
export interface ScrollBox {
  /** Height of its content (`scrollHeight`). */
  contentHeight: number;
  /** Height it shows (`clientHeight`). */
  visibleHeight: number;
  /** Whether something inside it takes focus (a link, a button, a field). */
  holdsTabStop: boolean;
}

/**
 * A box that scrolls needs a Tab stop so keyboard users can scroll it (WCAG 2.1.1), unless it
 * holds one already: arrow keys then scroll it from there. A box that does not scroll needs none:
 * a stop that does nothing is noise (and, with no name, an unnamed stop: WCAG 4.1.2).
 */
export function needsOwnTabStop({ contentHeight, visibleHeight, holdsTabStop }: ScrollBox): boolean {
  // A pixel of rounding (fractional layout) is not scrolling.
  return contentHeight - visibleHeight > 1 && !holdsTabStop;
}
