import type { ComponentType } from 'react';
import { lateLoader } from '@/lib/late-load';
import { chunk, type Chunk } from '@/hooks/chunk';
import type { RouteRow } from '../routes';

const pages = new Map<string, Chunk<{ default: ComponentType }>>();
const load = lateLoader(async (id) => (await pages.get(id)!.load()).default);

/**
 * Starts (or reuses) the load of a route's page chunk (see ./chunk). The promise is tracked: once
 * the chunk has loaded, `use()` returns the page at once, without suspending. A failed load
 * (offline) is forgotten, so the next navigation tries again. After a deploy the chunk is gone:
 * the page then reloads at the address the link led to — a full load of that page from the new
 * build — and meanwhile the promise stays pending, so the screen keeps the page it showed.
 */
export function loadRoute(row: RouteRow): Promise<ComponentType> {
  if (!pages.has(row.id)) pages.set(row.id, chunk(row.load));
  return load(row.id);
}
