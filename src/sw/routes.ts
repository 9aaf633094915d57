import { DEFAULT_LANG, LANGS } from '@/lib/langs';
import { langOfPath, localizePath, ROUTE_PATHS } from '@/lib/links';

/**
 * The service worker's decisions, as pure functions of an address (sw.ts wires them to Workbox):
 * which runtime route answers a request, and which saved offline page answers one that cannot be.
 * Unit-tested in tests/unit/sw-routes.test.ts.
 */

/** The runtime routes, each with its cache and strategy in sw.ts. The precache answers before any of them. */
export type RouteKind = 'assets' | 'search-entry' | 'files' | 'pdfs' | 'pages';

/** What a route decides on (a subset of Workbox's match options, so a test can make one). */
export interface RouteQuery {
  url: URL;
  sameOrigin: boolean;
  request: { mode: RequestMode };
}

/**
 * The search indexes' entry files: the site's, and each documents' index's (the words inside the
 * books and papers, /pagefind/documents/<lang>/). pagefind.js asks for each with ?ts=<now>.
 */
const SEARCH_ENTRY = /^\/pagefind\/(documents\/[a-z]+\/)?pagefind-entry\.json$/;

/**
 * Which route answers a request, or undefined for one the worker leaves to the browser (another
 * site; the worker's own script and the offline manifests, which must always be fresh; a request
 * that is neither a page nor a file).
 */
export function routeOf({ url, sameOrigin, request }: RouteQuery): RouteKind | undefined {
  if (!sameOrigin) return undefined;
  const path = url.pathname;
  // Code and styles: hashed, a name never changes its contents.
  if (path.startsWith('/assets/')) return 'assets';
  if (SEARCH_ENTRY.test(path)) return 'search-entry';
  // Before pages: opening a PDF is a navigation.
  if (path.endsWith('.pdf')) return 'pdfs';
  if (request.mode === 'navigate') return 'pages';
  if (/\.[a-z0-9_]+$/i.test(path) && !/^\/sw\.js$|^\/offline-manifest-/.test(path)) return 'files';
  return undefined;
}

/**
 * A search index's entry under its clean address: each request for it carries a new ?ts=, and
 * the saved copy (also where "Save the whole site" puts it) must be found again offline.
 */
export function searchEntryKey(url: string): string {
  const clean = new URL(url);
  clean.search = '';
  return clean.href;
}

/**
 * The offline pages that may answer a request that could not be (a page never saved, a PDF never
 * opened), best first: the offline page in the language of its address, then the default
 * language's, then the others'; the first saved on this device answers. A language's offline page
 * is saved with the first page saved in it (offlinePageToSave).
 */
export function offlinePagesFor(url: string): string[] {
  const own = langOfPath(new URL(url).pathname);
  return [...new Set([own, DEFAULT_LANG, ...LANGS])].map((lang) => localizePath(ROUTE_PATHS.offline, lang));
}

/** The offline page saved along with a page (the offline page of the page's language). */
export function offlinePageToSave(url: string): string {
  return localizePath(ROUTE_PATHS.offline, langOfPath(new URL(url).pathname));
}

/**
 * The outgoing version's shell that a new version keeps with the saved code as it installs: the
 * hashed files in the precache (absolute addresses) that the new shell does not list. The pages
 * saved under the outgoing version load them, and the precache drops them when the new version
 * takes over: without a copy, such a page would open offline without its code.
 */
export function outgoingShell(precached: readonly string[], incoming: readonly string[]): string[] {
  const kept = new Set(incoming);
  return precached.filter((url) => new URL(url).pathname.startsWith('/assets/') && !kept.has(url));
}
