declare global {
  interface Window {
    /** Set by the bootstrap (scripts/boot-script.mjs): stops holding taps and replays the held ones. */
    __ubumenyiHydrated?: () => void;
  }
}

/**
 * Tells the bootstrap the page has hydrated: a button tapped before then (held by the bootstrap)
 * is clicked again now that React handles it. Safe to call more than once, and outside a prerendered page.
 */
export function replayEarlyTaps(): void {
  const replay = window.__ubumenyiHydrated;
  window.__ubumenyiHydrated = undefined;
  replay?.();
}
