/**
 * Tells the bootstrap (src/boot/boot.ts, which declares `window.__ubumenyiHydrated`) the page has hydrated: a button tapped before then (held by the bootstrap)
 * is clicked again now that React handles it. Safe to call more than once, and outside a prerendered page.
 */
export function replayEarlyTaps(): void {
  const replay = window.__ubumenyiHydrated;
  window.__ubumenyiHydrated = undefined;
  replay?.();
}
