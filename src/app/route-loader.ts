import type { ComponentType } from 'react';
import type { RouteRow } from './routes';

interface Entry {
  promise: Promise<ComponentType>;
  component?: ComponentType;
}

const entries = new Map<string, Entry>();

/** Starts (or reuses) the load of a route's page chunk. */
export function loadRoute(row: RouteRow): Promise<ComponentType> {
  let entry = entries.get(row.id);
  if (!entry) {
    const created: Entry = {
      promise: row.load().then((module) => {
        created.component = module.default;
        return module.default;
      }),
    };
    entries.set(row.id, created);
    entry = created;
    // A failed load can be retried on the next navigation.
    created.promise.catch(() => entries.delete(row.id));
  }
  return entry.promise;
}

/** The page component if its chunk has loaded already, so it renders without suspending. */
export function loadedRoute(row: RouteRow): ComponentType | undefined {
  return entries.get(row.id)?.component;
}
