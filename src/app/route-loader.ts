import type { ComponentType } from 'react';
import { trackedLoader } from '@/lib/tracked-load';
import type { RouteRow } from './routes';

const rows = new Map<string, RouteRow>();
const load = trackedLoader(async (id) => (await rows.get(id)!.load()).default);

/**
 * Starts (or reuses) the load of a route's page chunk. The promise is tracked: once the chunk has
 * loaded, `use()` returns the page at once, without suspending. A failed load (offline) is
 * forgotten, so the next navigation tries again.
 */
export function loadRoute(row: RouteRow): Promise<ComponentType> {
  rows.set(row.id, row);
  return load(row.id);
}
