import { afterEach } from 'vitest';
import { cdp } from 'vitest/browser';
import type { ForcedColorsSwitch } from '../stories/support/forced-colors';

/*
 * The stories' switch for forced colours (stories/support/forced-colors.ts): Chromium's emulation
 * through the DevTools protocol, which a page's own script cannot reach. It paints the page as a
 * contrast theme would (system colours, no background images), so a play checks what a learner
 * with such a theme sees, not only which rules match.
 */
let forcedColors = false;

async function emulateForcedColors(active: boolean): Promise<void> {
  // An empty value ends the emulation: the browser's own setting again.
  await cdp().send('Emulation.setEmulatedMedia', { features: [{ name: 'forced-colors', value: active ? 'active' : '' }] });
  forcedColors = active;
}

(globalThis as ForcedColorsSwitch).__emulateForcedColors = emulateForcedColors;

// The next story starts in ordinary colours, whatever this one did or however it failed.
afterEach(async () => {
  if (forcedColors) await emulateForcedColors(false);
});
