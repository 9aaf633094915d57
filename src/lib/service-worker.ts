/**
 * What the pages' saving code and the service worker (src/sw/) agree on: the names of the worker's
 * caches, the header of a saved book's own download, and how a saved page names the modules it loads. Both sides import them from here, so
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
  /** PDFs opened: kept 60 days, 40 at most. A book saved since is deleted from it (src/app/saved-books-download.ts). */
  pdfs: 'ubumenyi-pdfs',
  /**
   * Books and papers the learner saved for offline use on purpose ("Save for offline use" on a card,
   * src/app/saved-books.ts): nothing expires them, and the worker answers a PDF request from here
   * before the opened PDFs' cache, online or not.
   */
  books: 'ubumenyi-books',
} as const;

/**
 * The request header of a saved book's own download (src/app/saved-books-download.ts): the worker
 * keeps no second copy of it in the opened PDFs' cache, since the saved one is kept apart. A header,
 * not `cache: 'no-store'`: Chromium's fetch event does not pass a page's cache mode on.
 */
export const SAVE_REQUEST_HEADER = 'X-Ubumenyi-Save';

/**
 * The modules a prerendered page's bootstrap loads (its data-modules attribute, written by
 * scripts/build/prerender.ts), less anything outside the build's code: what a saved page needs to
 * open offline besides its HTML (its namespaces' strings, in its language).
 */
export function modulesOf(html: string): string[] {
  return (/data-modules="([^"]*)"/.exec(html)?.[1] ?? '').split(' ').filter((url) => url.startsWith('/assets/'));
}
