import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CACHE_NAMES, modulesOf } from '../../src/lib/service-worker';
import { isSkipWaiting, SKIP_WAITING_MESSAGE } from '../../src/lib/service-worker-update';
import { offlinePagesFor, offlinePageToSave, outgoingShell, routeOf, searchEntryKey, type RouteKind } from '../../src/sw/routes';
import { LANGS } from '../../src/lib/langs';

const SITE = 'https://ubumenyi.example';

/** The route the service worker picks for a request from one of the site's pages. */
function route(path: string, mode: RequestMode = 'no-cors', origin = SITE): RouteKind | undefined {
  const url = /^https?:/.test(path) ? new URL(path) : new URL(origin + path);
  return routeOf({ url, sameOrigin: url.origin === SITE, request: { mode } });
}

describe("which of the service worker's routes answers a request", () => {
  it('pages the learner opens: the network first, saved as visited, in every language and with a query string', () => {
    for (const path of ['/', '/books', '/fr/', '/rw/papers', '/books?q=physics', '/periodic/fe', '/a/page/never/built']) {
      expect(route(path, 'navigate'), path).toBe('pages');
    }
  });

  it('a page fetched by the page itself (saving it for offline use) is left to the network, as before the worker', () => {
    expect(route('/books', 'cors')).toBeUndefined();
    expect(route('/fr/offline', 'same-origin')).toBeUndefined();
  });

  it("the build's hashed code and styles, however they are asked for", () => {
    expect(route('/assets/index-DToJm6lW.css')).toBe('assets');
    expect(route('/assets/BooksPage-Ab12Cd34.js', 'cors')).toBe('assets');
    expect(route('/assets/index-ygrFUoMc.js', 'navigate')).toBe('assets');
  });

  it("the search index's entry apart from the rest of the index: its address changes on every search", () => {
    expect(route('/pagefind/pagefind-entry.json?ts=1712345678901', 'cors')).toBe('search-entry');
    expect(route('/pagefind/pagefind.js', 'cors')).toBe('files');
    expect(route('/pagefind/fragment/en_1a2b3c.pf_fragment', 'cors')).toBe('files');
  });

  it("each documents' index's entry as the site's: offline, the words inside the books still answer", () => {
    expect(route('/pagefind/documents/en/pagefind-entry.json?ts=1712345678901', 'cors')).toBe('search-entry');
    expect(route('/pagefind/documents/sw/pagefind-entry.json?ts=1', 'cors')).toBe('search-entry');
    expect(searchEntryKey(`${SITE}/pagefind/documents/fr/pagefind-entry.json?ts=1712345678901`)).toBe(`${SITE}/pagefind/documents/fr/pagefind-entry.json`);
    // The rest of a documents' index, and the documents' names, are files like the site index's.
    expect(route('/pagefind/documents/en/fragment/en_9f8e.pf_fragment', 'cors')).toBe('files');
    expect(route('/pagefind/documents/documents.rw.json', 'cors')).toBe('files');
    // Not an entry: a file of that name anywhere else, or deeper in a documents' index.
    expect(route('/pagefind/documents/pagefind-entry.json', 'cors')).toBe('files');
    expect(route('/pagefind/documents/en/x/pagefind-entry.json', 'cors')).toBe('files');
  });

  it('PDFs, opened in the tab or fetched, before the pages: opening one is a navigation', () => {
    expect(route('/roadmaps/frontend-developer.pdf', 'navigate')).toBe('pdfs');
    expect(route('/files/books/s1-physics.pdf?download=1', 'no-cors')).toBe('pdfs');
  });

  it('other files: images, the web app manifests, the icons', () => {
    for (const path of ['/images/blog/exams.svg', '/favicon.svg', '/fr/manifest.webmanifest', '/icons/icon-192.png']) {
      expect(route(path), path).toBe('files');
    }
  });

  it("never the worker's own script nor the offline manifests, which must be read fresh; never another site", () => {
    expect(route('/sw.js')).toBeUndefined();
    expect(route('/offline-manifest-fr.json', 'cors')).toBeUndefined();
    expect(route('https://phet.colorado.edu/sims/html/a.html', 'navigate', 'https://phet.colorado.edu')).toBeUndefined();
    expect(route('https://cdn.example/x.pdf', 'no-cors', 'https://cdn.example')).toBeUndefined();
  });

  it('a request from another site is never answered, whatever its path', () => {
    fc.assert(
      fc.property(fc.webPath(), fc.constantFrom<RequestMode>('navigate', 'cors', 'no-cors', 'same-origin'), (path, mode) => {
        const url = new URL(`https://other.example${path}`);
        return routeOf({ url, sameOrigin: false, request: { mode } }) === undefined;
      }),
    );
  });

  it('a navigation on the site is always answered: a page, a PDF, or a build file', () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const kind = route(path, 'navigate');
        return kind === 'pages' || kind === 'pdfs' || kind === 'assets' || kind === 'search-entry';
      }),
    );
  });
});

describe('the offline page that answers what was never saved', () => {
  it("is that of the address's language first, then the default language's, then the others'", () => {
    expect(offlinePagesFor(`${SITE}/rw/papers`)).toEqual(['/rw/offline', '/offline', '/fr/offline']);
    expect(offlinePagesFor(`${SITE}/fr/`)).toEqual(['/fr/offline', '/offline', '/rw/offline']);
    expect(offlinePagesFor(`${SITE}/fr`)).toEqual(['/fr/offline', '/offline', '/rw/offline']);
    expect(offlinePagesFor(`${SITE}/papers?board=reb`)).toEqual(['/offline', '/fr/offline', '/rw/offline']);
    expect(offlinePagesFor(`${SITE}/`)).toEqual(['/offline', '/fr/offline', '/rw/offline']);
  });

  it("is the default language's for an address in no language, a PDF or a page whose name starts like one", () => {
    expect(offlinePagesFor(`${SITE}/roadmaps/frontend-developer.pdf`)[0]).toBe('/offline');
    expect(offlinePagesFor(`${SITE}/frog`)[0]).toBe('/offline');
    expect(offlinePagesFor(`${SITE}/rwanda`)[0]).toBe('/offline');
  });

  it("lists every language's offline page once, whatever the address", () => {
    fc.assert(
      fc.property(fc.webPath(), (path) => {
        const pages = offlinePagesFor(`${SITE}${path}`);
        return pages.length === LANGS.length && new Set(pages).size === LANGS.length;
      }),
    );
  });

  it("is saved with a page in the page's language, so a learner pays for no other", () => {
    expect(offlinePageToSave(`${SITE}/fr/books`)).toBe('/fr/offline');
    expect(offlinePageToSave(`${SITE}/rw`)).toBe('/rw/offline');
    expect(offlinePageToSave(`${SITE}/books?q=x`)).toBe('/offline');
    expect(offlinePageToSave(`${SITE}/rw/offline`)).toBe('/rw/offline');
  });
});

describe("what a new version keeps of the outgoing version's shell", () => {
  it('the hashed files the new shell does not list: the pages saved under the outgoing version load them', () => {
    const precached = [`${SITE}/assets/index-AAAAAAAA.js`, `${SITE}/assets/react-dom-BBBBBBBB.js`, `${SITE}/assets/index-CCCCCCCC.css`];
    const incoming = [`${SITE}/assets/index-DDDDDDDD.js`, `${SITE}/assets/react-dom-BBBBBBBB.js`, `${SITE}/assets/index-EEEEEEEE.css`];
    expect(outgoingShell(precached, incoming)).toEqual([`${SITE}/assets/index-AAAAAAAA.js`, `${SITE}/assets/index-CCCCCCCC.css`]);
  });

  it('nothing on the first install, nor when the shell has not changed', () => {
    expect(outgoingShell([], [`${SITE}/assets/index-DDDDDDDD.js`])).toEqual([]);
    expect(outgoingShell([`${SITE}/assets/index-DDDDDDDD.js`], [`${SITE}/assets/index-DDDDDDDD.js`])).toEqual([]);
  });

  it("only the build's code and styles, never a page or a revisioned file", () => {
    expect(outgoingShell([`${SITE}/offline`, `${SITE}/favicon.svg?__WB_REVISION__=1`], [])).toEqual([]);
  });
});

describe("the search index's entry is saved under one address", () => {
  it("without the query string pagefind adds to bypass the browser's cache", () => {
    expect(searchEntryKey(`${SITE}/pagefind/pagefind-entry.json?ts=1712345678901`)).toBe(`${SITE}/pagefind/pagefind-entry.json`);
    expect(searchEntryKey(`${SITE}/pagefind/pagefind-entry.json`)).toBe(`${SITE}/pagefind/pagefind-entry.json`);
  });
});

describe('what the pages and the worker agree on', () => {
  it("each kind of file has a cache of its own: a book saved on purpose never shares the opened PDFs' cache, which expires", () => {
    const names = Object.values(CACHE_NAMES);
    expect(new Set(names).size).toBe(names.length);
    // Nor a name Workbox's own caches use: cleanupOutdatedCaches deletes those when a version changes.
    for (const name of names) expect(name, name).not.toMatch(/^workbox-|-precache-/);
  });

  it("the page's Reload is the one message that lets a waiting version take over", () => {
    expect(isSkipWaiting(SKIP_WAITING_MESSAGE)).toBe(true);
    expect(isSkipWaiting({ type: 'SKIP_WAITING' })).toBe(true);
    expect(isSkipWaiting('SKIP_WAITING')).toBe(false);
    expect(isSkipWaiting({ type: 'CACHE_URLS' })).toBe(false);
    expect(isSkipWaiting(null)).toBe(false);
    expect(isSkipWaiting(undefined)).toBe(false);
  });

  it("a saved page needs the modules its bootstrap names, the build's only", () => {
    const html = '<html><body data-modules="/assets/common.fr-Ab12Cd34.js /assets/saveOffline.fr-Zz99Yy88.js"><main></main></body></html>';
    expect(modulesOf(html)).toEqual(['/assets/common.fr-Ab12Cd34.js', '/assets/saveOffline.fr-Zz99Yy88.js']);
    expect(modulesOf('<html data-modules=""></html>')).toEqual([]);
    expect(modulesOf('<html></html>')).toEqual([]);
    expect(modulesOf('<html data-modules="https://other.example/x.js /assets/a-12345678.js"></html>')).toEqual(['/assets/a-12345678.js']);
  });
});
