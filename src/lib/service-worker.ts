/**
 * What the pages' saving code and the service worker (src/sw/) agree on: the names of the worker's
 * caches, and how a saved page names the modules it loads. Both sides import them from here, so
 * neither can drift from the other. (The update message is in service-worker-update.ts: the
 * registration, on every page, then shares no chunk with the saving code.)
 */

/** The service worker's runtime caches. The page saves into them too (src/app/offline-cache.ts). */
export const CACHE_NAMES = {
  /** Hashed code and styles: saved when first loaded, never changed under one name. */
  assets: 'ubumenyi-assets',
  /** Other files (images, manifests, the search index): refreshed in the background. */
  files: 'ubumenyi-files',
  /** Pages, by their clean address: the network first, the saved copy offline. */
  pages: 'ubumenyi-pages',
  /** PDFs opened: kept 60 days, 40 at most. */
  pdfs: 'ubumenyi-pdfs',
  /**
   * Books the learner saved for offline use on purpose: never expire, and answer a PDF request
   * before the PDFs cache (the "save one book" work fills it; the name is agreed with it).
   */
  books: 'ubumenyi-books',
} as const;

/**
 * The modules a prerendered page's bootstrap loads (its data-modules attribute, written by
 * scripts/build/prerender.ts), less anything outside the build's code: what a saved page needs to
 * open offline besides its HTML (its namespaces' strings, in its language).
 */
export function modulesOf(html: string): string[] {
  return (/data-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter((url) => url.startsWith('/assets/'));
}
