import { homeTabs } from './home-tabs';

/**
 * Content written in all three languages side by side that a page shows in one: content:generate
 * writes each as one module per language (scripts/lib/localized-modules.ts), with `localize()`
 * applied, and pages load them through `loadLocalized` (./localized.ts). The browser never loads
 * this file; only its types.
 */
export const localizedSources = {
  /** The home page's tabbed resource area (below the fold: about 6 KiB in three languages, 2 in one). */
  'home-tabs': homeTabs,
};

export type LocalizedSourceName = keyof typeof localizedSources;
