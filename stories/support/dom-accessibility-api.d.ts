/**
 * The part of dom-accessibility-api that the Tab-stop check uses: version 0.5 ships types, but its
 * package.json `exports` does not point at them, so TypeScript's bundler resolution cannot find them.
 */
declare module 'dom-accessibility-api' {
  /** The accessible name of `root`, as the W3C's accname algorithm computes it. */
  export function computeAccessibleName(root: Element): string;
}
