import { allBooks } from './books-all';
import { homeTabs } from './home-tabs';
import { roadmaps } from './roadmaps';

/**
 * Content written in all three languages side by side that a page shows in one: content:generate
 * writes each as one module per language (scripts/lib/localized-modules.ts), with `localize()`
 * applied, and pages load them through `loadLocalized` (./localized.ts). The browser never loads
 * this file; only its types.
 */
export const localizedSources = {
  /** The home page's tabbed resource area (below the fold: about 6 KiB in three languages, 2 in one). */
  'home-tabs': homeTabs,
  /** The road maps library, each with its description and PDF in the page's language (about 3.6 KiB in three languages, 1.3 in one). */
  roadmaps,
  /** The books library, each with its description in the page's language (about 2 KiB of English descriptions a French page no longer loads). */
  books: allBooks,
};

export type LocalizedSourceName = keyof typeof localizedSources;
