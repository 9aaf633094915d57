/**
 * The service worker (docs/decisions/0003-service-worker.md). scripts/build/pwa.ts bundles this file and
 * Workbox's injectManifest writes the list of the shell's files where `self.__WB_MANIFEST` stands.
 *
 * It installs with the shell only: the entry code and stylesheet (already in the browser's cache
 * from the page that registered it) and the offline page's code, in no language. The page being
 * read and its language's offline page are saved by the page once the worker is active
 * (src/app/offline-cache.ts). Then, while it runs:
 * - pages: the network first (the newest version when online), saved as they are visited; offline,
 *   the saved copy, or for a page never saved the offline page of its address's language;
 * - code and styles: hashed, saved when first loaded;
 * - the search indexes' entries (the site's, the documents'): the network first, the saved copy
 *   under its clean address;
 * - other files (images, manifests, the search index): saved when loaded, refreshed in the background;
 * - PDFs: a book the learner saved, else the PDFs opened before, else the offline page.
 * A new version waits until the learner presses Reload on the update prompt (src/app/pwa.ts).
 */
import { cacheNames, clientsClaim, type WorkboxPlugin } from 'workbox-core';
import { CacheableResponsePlugin } from 'workbox-cacheable-response';
import { CacheExpiration, ExpirationPlugin } from 'workbox-expiration';
import { cleanupOutdatedCaches, precacheAndRoute, type PrecacheEntry } from 'workbox-precaching';
import { registerRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { CACHE_NAMES, modulesOf, SAVE_REQUEST_HEADER } from '@/lib/service-worker';
import { isSkipWaiting } from '@/lib/service-worker-update';
import { offlinePagesFor, offlinePageToSave, outgoingShell, routeOf, searchEntryKey, type RouteKind, type RouteQuery } from './routes';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: Array<PrecacheEntry | string> };

// A new version waits until the visitor accepts the "Reload" prompt: never swap code under a
// reading learner, never keep them on an old version once they say yes. The first version, with
// no page to disturb, takes the open pages at once.
self.addEventListener('message', (event) => {
  if (isSkipWaiting(event.data)) void self.skipWaiting();
});
clientsClaim();

// The shell (injectManifest writes its list here). /books?q=physics is the /books page: the query
// string only drives the page's own state.
const SHELL = self.__WB_MANIFEST;
precacheAndRoute(SHELL, { ignoreURLParametersMatching: [/.*/] });
cleanupOutdatedCaches();

const DAY = 60 * 60 * 24;
/** Saved code and styles kept at most (the least recently used go first). */
const ASSETS_KEPT = 600;
const only200 = () => new CacheableResponsePlugin({ statuses: [200] });
const expiring = (maxEntries: number, maxAgeSeconds?: number) => new ExpirationPlugin({ maxEntries, maxAgeSeconds, purgeOnQuotaError: true });

/**
 * A new version keeps the outgoing version's shell (its entry code, the offline page's code) with
 * the saved code, counted with it: the pages saved under the outgoing version load those files,
 * and the precache drops them when the new version takes over. Without them, such a page (the
 * saved offline page among them) opens offline as bare HTML, with no menu, search or list of saved
 * pages. No download: the copies come from the precache. Never fails the install.
 */
async function keepOutgoingShell(): Promise<void> {
  const precache = await caches.open(cacheNames.precache);
  const incoming = SHELL.map((entry) => new URL(typeof entry === 'string' ? entry : entry.url, self.location.href).href);
  const kept = outgoingShell(
    (await precache.keys()).map((request) => request.url),
    incoming,
  );
  if (kept.length === 0) return;
  const assets = await caches.open(CACHE_NAMES.assets);
  const expiration = new CacheExpiration(CACHE_NAMES.assets, { maxEntries: ASSETS_KEPT });
  for (const url of kept) {
    const response = await precache.match(url);
    if (!response || (await assets.match(url))) continue;
    await assets.put(url, response);
    await expiration.updateTimestamp(url);
  }
  await expiration.expireEntries();
}
self.addEventListener('install', (event) => event.waitUntil(keepOutgoingShell().catch(() => undefined)));
const on = (kind: RouteKind) => (query: RouteQuery) => routeOf(query) === kind;

/** The first offline page saved on this device that may stand for `url`, best first (routes.ts). */
async function savedOfflinePage(url: string): Promise<Response | undefined> {
  for (const page of offlinePagesFor(url)) {
    const saved = await caches.match(page, { ignoreSearch: true });
    if (saved) return saved;
  }
  return undefined;
}

/**
 * With the first page saved in a language, its offline page (a few KB) and the modules its
 * bootstrap loads that are not saved yet (its namespaces' strings in its language): so a learner
 * pays for no other language's, and offline the page still opens in theirs.
 */
async function saveOfflinePageWith(url: string, cacheName: string): Promise<void> {
  const offline = offlinePageToSave(url);
  if (await caches.match(offline, { ignoreSearch: true })) return;
  const response = await fetch(offline);
  if (!response.ok) return;
  await (await caches.open(cacheName)).put(offline, response.clone());
  const assets = await caches.open(CACHE_NAMES.assets);
  await Promise.all(modulesOf(await response.text()).map(async (module) => (await caches.match(module)) ?? assets.add(module)));
}

/** Offline, what was never saved is answered with a saved offline page. */
const offlineFallback: WorkboxPlugin = {
  handlerDidError: ({ request }) => savedOfflinePage(request.url),
};

// Code and styles (hashed, never change under one name): saved when first loaded.
registerRoute(on('assets'), new CacheFirst({ cacheName: CACHE_NAMES.assets, plugins: [expiring(ASSETS_KEPT), only200()] }));

// The search indexes' entry files (the site's, and each documents' index under
// /pagefind/documents/<lang>/): pagefind.js asks for one as pagefind-entry.json?ts=<now>, so the
// browser never reuses a stale copy. The network first, then the saved copy under its clean address
// (which is also where "Save the whole site" puts it): offline, search still answers.
registerRoute(
  on('search-entry'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.files,
    plugins: [only200(), { cacheKeyWillBeUsed: async ({ request }) => searchEntryKey(request.url) }],
  }),
);

// Other files (images, manifests, search index): saved when loaded, refreshed in the background.
registerRoute(on('files'), new StaleWhileRevalidate({ cacheName: CACHE_NAMES.files, plugins: [expiring(600), only200()] }));

/**
 * Books and papers a learner saved on request ("Save for offline use" on a card,
 * src/app/saved-books.ts) are in a cache of their own that no expiration touches. Two callbacks on
 * the PDF route, and nothing else, serve it:
 * - a PDF request is answered from it first, online or offline: CacheFirst asks this callback after
 *   its own lookup in the opened PDFs' cache and after the expiration plugin's (so it comes after
 *   `expiring` below), and a saved book wins over an opened copy, fresh, expired or missing. The
 *   query string is ignored, as the shelf ignores it when it removes a book;
 * - the save's own download carries SAVE_REQUEST_HEADER: no second copy of it is kept in the opened
 *   PDFs' cache (a PDF opened before is still answered from there, with no download at all).
 * tests/e2e/offline.spec.ts ("a book saved on request") fails without either.
 */
const savedBooksFirst: WorkboxPlugin = {
  cachedResponseWillBeUsed: async ({ request, cachedResponse }) =>
    (await caches.match(request, { cacheName: CACHE_NAMES.books, ignoreSearch: true })) ?? cachedResponse,
  cacheWillUpdate: async ({ request, response }) => (request.headers.has(SAVE_REQUEST_HEADER) ? null : response),
};

// PDFs: a book saved for offline use first (its own cache, which never expires: the learner chose
// it), then the PDFs opened before (cache first, 60 days, 40 at most), then the network; offline,
// one never saved nor opened is answered with the offline page, which lists what is saved.
registerRoute(on('pdfs'), new CacheFirst({ cacheName: CACHE_NAMES.pdfs, plugins: [expiring(40, 60 * DAY), savedBooksFirst, only200(), offlineFallback] }));

// Pages: the network first (the newest version), saved as they are visited, each language's offline
// page with the first; offline, the saved copy, or for a page never saved, a saved offline page.
registerRoute(
  on('pages'),
  new NetworkFirst({
    cacheName: CACHE_NAMES.pages,
    // /books?q=physics is the /books page: the query string only drives the page's own state.
    matchOptions: { ignoreSearch: true },
    // Room for every page in every language once the learner saves the whole site.
    plugins: [
      expiring(1000),
      only200(),
      {
        ...offlineFallback,
        // Never fails the page's own save: a missing offline page is fetched again with the next page.
        cacheDidUpdate: async ({ cacheName, request }) => saveOfflinePageWith(request.url, cacheName).catch(() => undefined),
      },
    ],
  }),
);
