/**
 * Forced colours (a Windows contrast theme) for a story's play. A page cannot turn them on itself;
 * in the Vitest run, .storybook/vitest.setup.ts lends the stories a switch that turns on Chromium's
 * emulation (the DevTools protocol's, as DevTools › Rendering does): the page is then painted in
 * the theme's colours, not only matched by `@media (forced-colors: active)`. Every test ends with
 * them off. In Storybook's own window, turn them on in DevTools › Rendering › "Emulate CSS media
 * feature forced-colors", or in Windows' contrast themes, before running the story.
 */
export interface ForcedColorsSwitch {
  __emulateForcedColors?: (active: boolean) => Promise<void>;
}

const forcedColorsOn = () => window.matchMedia('(forced-colors: active)').matches;

/** Turns forced colours on (or off), and fails if they cannot be turned on. */
export async function emulateForcedColors(active = true): Promise<void> {
  const emulate = (globalThis as ForcedColorsSwitch).__emulateForcedColors;
  if (emulate) await emulate(active);
  if (active && !forcedColorsOn()) {
    throw new Error(
      'Forced colours are off. They are turned on in the Vitest run; in Storybook, turn them on in DevTools › Rendering › "Emulate CSS media feature forced-colors: active".',
    );
  }
}
