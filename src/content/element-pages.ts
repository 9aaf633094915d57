import type { ElementPageData } from './element-page-data';

export type { ElementPageData, ElementRef } from './element-page-data';

// One module per element, written by `npm run content:generate` (scripts/lib/element-pages.ts):
// an element's page fetches about 1 KB of data, not the table.
const modules = import.meta.glob<ElementPageData>('./generated/element-pages/*.json', { import: 'default' });

/** A promise React's use() reads without suspending once settled (the fields React itself sets on thenables). */
type Tracked = Promise<ElementPageData | undefined> & { status?: 'fulfilled'; value?: ElementPageData | undefined };

const cache = new Map<string, Tracked>();

/**
 * Starts (or reuses) the load of one element's page data, by the symbol in its address (`fe`);
 * resolves to undefined for anything that is not the lower-case symbol of an element. The same
 * promise is returned on every call, so the page can `use()` it inside Suspense, and the route's
 * `prepare` can settle it before prerendering and hydrating.
 */
export function loadElementPage(symbol: string): Promise<ElementPageData | undefined> {
  let entry = cache.get(symbol);
  if (!entry) {
    const load = modules[`./generated/element-pages/${symbol}.json`];
    const promise: Tracked = (load ? load() : Promise.resolve(undefined)).then((data) => {
      promise.status = 'fulfilled';
      promise.value = data;
      return data;
    });
    // A failed load (a lost connection) is tried again on the next visit.
    promise.catch(() => cache.delete(symbol));
    cache.set(symbol, promise);
    entry = promise;
  }
  return entry;
}
