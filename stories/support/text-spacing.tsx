import type { Decorator } from '@storybook/react-vite';

/**
 * WCAG 1.4.12 Text Spacing: the spacing a reader may set with a user style sheet or a bookmarklet
 * (line height 1.5, letter spacing 0.12em, word spacing 0.16em, paragraph spacing 2em), applied as
 * the W3C's test does, on every element with `!important`. Scoped to the story's frame so a docs
 * page that shows this story next to others keeps their spacing.
 */
/** Also what the toolbar's Display mode (modes.tsx) and the visual run (tests/storybook/visual) apply, on `<html data-text-spacing>`. */
export const textSpacingCss = `
[data-text-spacing], [data-text-spacing] * {
  line-height: 1.5 !important;
  letter-spacing: 0.12em !important;
  word-spacing: 0.16em !important;
}
[data-text-spacing] p {
  margin-bottom: 2em !important;
}
`;

/**
 * The story at 320 CSS px (WCAG 1.4.10 Reflow) with the text spacing of WCAG 1.4.12 on: a frame of
 * 20rem with the page's own side padding (1rem, `container-page`), so a card gets the 288 px it gets
 * on /books on a 320 px phone.
 */
export const withTextSpacingAt320: Decorator = (Story) => (
  <div data-text-spacing="" data-slot="text-spacing-frame" className="w-80 px-4 py-6">
    <style>{textSpacingCss}</style>
    <Story />
  </div>
);

/**
 * What sticks out of `container`'s content box (inside its border and padding) to the left or
 * right, as "tag[data-slot] “text…” (+N px)", for a failure message that says which part to fix.
 * Text hidden for screen readers (`.sr-only`) is clipped to one pixel, so what its children measure
 * is never seen: it is skipped.
 */
export function overflowingParts(container: HTMLElement): string[] {
  const outer = container.getBoundingClientRect();
  const style = getComputedStyle(container);
  const box = {
    left: outer.left + parseFloat(style.borderLeftWidth) + parseFloat(style.paddingLeft),
    right: outer.right - parseFloat(style.borderRightWidth) - parseFloat(style.paddingRight),
  };
  const found: string[] = [];
  for (const el of container.querySelectorAll<HTMLElement>('*')) {
    if (el.closest('.sr-only')) continue;
    const rect = el.getBoundingClientRect();
    if (rect.width === 0 && rect.height === 0) continue;
    const over = Math.max(rect.right - box.right, box.left - rect.left);
    if (over > 0.5) {
      const slot = el.dataset.slot ? `[data-slot=${el.dataset.slot}]` : '';
      const text = (el.textContent ?? '').trim().slice(0, 30);
      found.push(`${el.tagName.toLowerCase()}${slot} “${text}” (+${Math.round(over)} px)`);
    }
  }
  // The box's own content sticking out of it, including parts the loop cannot see (text runs).
  if (container.scrollWidth > container.clientWidth) found.push(`scrollWidth ${container.scrollWidth} > clientWidth ${container.clientWidth}`);
  return found;
}
