import { computeAccessibleName } from 'dom-accessibility-api';
import { tabStopsIn } from '../../src/lib/tab-stops';

/**
 * Every Tab stop has a name (issue 44, WCAG 4.1.2): a stop that says nothing ("clickable", or
 * silence) leaves a screen-reader user guessing where focus went. The preview runs this after every
 * story (its afterEach, next to the axe check): the story's canvas and whatever it put in the
 * document's body (a dialog, a listbox in a portal), in the state its play function left it.
 */

/** A box that scrolls: Chromium (since 130) stops on it with Tab when nothing inside takes focus. */
function scrollsByItself(element: HTMLElement): boolean {
  const style = getComputedStyle(element);
  const scrolls = (overflow: string, content: number, box: number) => /auto|scroll/.test(overflow) && content - box > 1;
  return (
    (scrolls(style.overflowY, element.scrollHeight, element.clientHeight) || scrolls(style.overflowX, element.scrollWidth, element.clientWidth)) &&
    element.checkVisibility({ visibilityProperty: true }) &&
    !element.closest('[inert]') &&
    tabStopsIn(element).length === 0
  );
}

/** How a failure names an element: its tag, role, slot and first words. */
function describe(element: HTMLElement): string {
  const attributes = ['role', 'data-slot', 'type', 'href', 'tabindex']
    .map((name) => (element.hasAttribute(name) ? ` ${name}="${element.getAttribute(name)}"` : ''))
    .join('');
  const slot = element.parentElement?.closest('[data-slot]')?.getAttribute('data-slot');
  const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60);
  return `<${element.localName}${attributes}>${text ? ` “${text}”` : ''}${slot ? ` in [data-slot=${slot}]` : ''}`;
}

/** The Tab stops under `root` that have no accessible name, described for a failure message. */
export function unnamedTabStops(root: HTMLElement): string[] {
  // Not Radix's focus guards (empty spans at the body's edges while a dialog or a listbox is open):
  // focus landing on one is sent back into the open part at once, so no one hears them.
  const stops = new Set<HTMLElement>(tabStopsIn(root).filter((element) => !element.hasAttribute('data-radix-focus-guard')));
  for (const element of Array.from(root.querySelectorAll<HTMLElement>('*'))) {
    if (!stops.has(element) && scrollsByItself(element)) stops.add(element);
  }
  // Not what an open modal dialog hides (Radix marks the rest of the page aria-hidden and keeps
  // focus in the dialog): its names are computed as empty, but no Tab reaches it. A focusable
  // element hidden otherwise is axe's to find (aria-hidden-focus).
  return Array.from(stops)
    .filter((element) => !element.closest('[aria-hidden="true"]') && computeAccessibleName(element).trim() === '')
    .map(describe);
}
