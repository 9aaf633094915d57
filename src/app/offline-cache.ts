import { LANGS, type Lang } from '@/lib/langs';
import { GoneAfterDeploy, recoverOrThrow } from '@/lib/late-load';
import { langOfPath, localizePath, ROUTE_PATHS, routeHref } from '@/lib/links';
import { cacheNameFor, parseOfflineManifest, type OfflineFile, type OfflineManifest } from '@/lib/offline-manifest';
import { modulesOf } from '@/lib/service-worker';

/**
 * Where "Save the whole site" reads its list and keeps its files. The app passes the browser's
 * (Cache Storage and fetch, below); stories pass a fake, so every state can be shown without a build.
 */
export interface OfflineStore {
  /** The language's manifest (/offline-manifest-<lang>.json). Rejects when it cannot be read. */
  loadManifest(lang: Lang): Promise<OfflineManifest>;
  /** Which of these addresses are saved on this device. */
  savedUrls(urls: readonly string[]): Promise<Set<string>>;
  /** Downloads one file and saves it. Rejects on a network error, a full disk (QuotaExceededError) or an abort. */
  save(file: OfflineFile, signal: AbortSignal): Promise<void>;
  /** Deletes saved files (the service worker's shell and the offline pages stay, so the offline page still opens). */
  remove(urls: readonly string[]): Promise<void>;
}

const LANG_STRINGS = new RegExp(`^/assets/(${LANGS.join('|')})-[^/]+\\.js$`);
const absolute = (url: string) => new URL(url, window.location.origin).href;

/** The browser's store: fetch, then Cache Storage in the caches the service worker answers from. */
export const browserOfflineStore: OfflineStore = {
  async loadManifest(lang) {
    const response = await fetch(`/offline-manifest-${lang}.json`, { cache: 'no-cache' });
    if (!response.ok) throw new Error(`offline manifest ${lang}: ${response.status}`);
    return parseOfflineManifest(await response.json(), lang);
  },
  async savedUrls(urls) {
    if (typeof caches === 'undefined') return new Set();
    // Each cache's list of addresses, read once: a match per file (700 of them, in every cache)
    // kept a phone's main thread busy for seconds. Query strings are ignored, as the worker's
    // lookups ignore them (the precache adds a revision to some addresses).
    const paths = new Set<string>();
    for (const name of await caches.keys()) {
      for (const request of await (await caches.open(name)).keys()) {
        const url = new URL(request.url);
        if (url.origin === window.location.origin) paths.add(url.pathname);
      }
    }
    return new Set(urls.filter((url) => paths.has(new URL(url, window.location.origin).pathname)));
  },
  async save(file, signal) {
    const response = await fetch(file.url, { signal, credentials: 'same-origin' });
    // A build's hashed file gone: a deploy overtook the list this tab read. The one late-load policy
    // (src/lib/late-load.ts) reloads the page on the new build and presses Save again.
    if (response.status === 404 && file.url.startsWith('/assets/')) return recoverOrThrow(new GoneAfterDeploy(`${file.url}: gone after a deploy`));
    if (!response.ok) throw new Error(`${file.url}: ${response.status}`);
    const cache = await caches.open(cacheNameFor(file.url));
    await cache.put(absolute(file.url), response);
  },
  async remove(urls) {
    if (typeof caches === 'undefined') return;
    const names = (await caches.keys()).filter((name) => !name.startsWith('workbox-precache'));
    // The offline pages, the languages' strings and the modules the saved offline pages load (their
    // namespaces' strings in their language; a few KB) stay: the offline page must still open in its language.
    const kept = new Set<string>();
    for (const lang of LANGS) {
      const offline = await caches.match(absolute(routeHref('offline', lang)), { ignoreSearch: true });
      if (offline) for (const module of modulesOf(await offline.text())) kept.add(module);
    }
    const removable = urls.filter((url) => localizePath(url, 'en') !== ROUTE_PATHS.offline && !LANG_STRINGS.test(url) && !kept.has(url));
    await Promise.all(
      names.map(async (name) => {
        const cache = await caches.open(name);
        await Promise.all(removable.map((url) => cache.delete(absolute(url), { ignoreSearch: true })));
      }),
    );
  },
};

/**
 * Saves the page the learner is reading, and the code and styles it loaded, from the browser's own
 * cache (no second download): the page was loaded before the service worker existed, and should open
 * offline like any page visited later. Also the offline page of the page's language (the worker
 * installs none: a learner pays for no other language's), the one download here, a few KB.
 */
export async function saveVisitedPage(): Promise<void> {
  if (typeof caches === 'undefined') return;
  const page = window.location.pathname;
  const assets = performance
    .getEntriesByType('resource')
    .map((entry) => new URL(entry.name))
    .filter((url) => url.origin === window.location.origin && url.pathname.startsWith('/assets/'))
    .map((url) => url.pathname);
  const offline = routeHref('offline', langOfPath(page));
  const queue = [page, ...new Set(assets), offline];
  for (const url of queue) {
    const saved = await caches.match(absolute(url), { ignoreSearch: true });
    // The offline page also needs the modules its bootstrap loads: its namespaces' strings in its
    // language. The service worker may have saved the page itself already (with the first page of its language).
    const addModules = async (page: Response) => {
      if (url === offline) queue.push(...modulesOf(await page.clone().text()).filter((module) => !queue.includes(module)));
    };
    if (saved) {
      await addModules(saved);
      continue;
    }
    const response = await fetch(url, { cache: url === offline ? 'default' : 'force-cache', credentials: 'same-origin' });
    if (!response.ok || response.redirected) continue;
    await addModules(response);
    const cache = await caches.open(cacheNameFor(url));
    await cache.put(absolute(url), response);
  }
}
