import type { ElementPageData } from './element-page-data';
import { lateLoader } from '@/lib/late-load';

export type { ElementPageData, ElementRef } from './element-page-data';

// One module per element, written by `npm run content:generate` (scripts/build/lib/element-pages.ts):
// an element's page fetches about 1 KB of data, not the table.
const modules = import.meta.glob<ElementPageData>('./generated/element-pages/*.json', { import: 'default' });

/**
 * Starts (or reuses) the load of one element's page data, by the symbol in its address (`fe`);
 * resolves to undefined for anything that is not the lower-case symbol of an element. The same
 * promise is returned on every call, so the page can `use()` it inside Suspense, and the route's
 * `prepare` can settle it before prerendering and hydrating.
 */
export const loadElementPage = lateLoader<ElementPageData | undefined>(async (symbol) => modules[`./generated/element-pages/${symbol}.json`]?.());
