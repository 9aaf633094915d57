import { useEffect, useState } from 'react';

export interface SavedResources {
  status: 'loading' | 'ready' | 'unsupported';
  /** Site paths of saved pages ("/books"). */
  pages: string[];
  /** Paths of saved files ("/books/s1-mathematics.pdf"). */
  files: string[];
}

/**
 * The paths of this site's addresses in every cache, without their query strings (the precache
 * adds a revision to some; the service worker's lookups ignore it). One list per cache: asking each
 * cache about each address (700 for the whole site) kept a phone's main thread busy for seconds.
 */
export async function cachedPaths(): Promise<Set<string>> {
  const paths = new Set<string>();
  for (const name of await caches.keys()) {
    const cache = await caches.open(name);
    for (const request of await cache.keys()) {
      const url = new URL(request.url);
      if (url.origin === window.location.origin) paths.add(url.pathname);
    }
  }
  return paths;
}

/** Reads what the service worker saved for offline use (Cache Storage), once, in the browser. */
export function useSavedResources(): SavedResources {
  const [state, setState] = useState<SavedResources>({ status: 'loading', pages: [], files: [] });
  useEffect(() => {
    let cancelled = false;
    async function read() {
      if (typeof caches === 'undefined') return { status: 'unsupported' as const, pages: [], files: [] };
      const paths = [...(await cachedPaths())].sort();
      return {
        status: 'ready' as const,
        pages: paths.filter((path) => !/\.[a-z0-9_]+$/i.test(path)),
        files: paths.filter((path) => path.endsWith('.pdf')),
      };
    }
    read()
      .catch(() => ({ status: 'unsupported' as const, pages: [], files: [] }))
      .then((result) => !cancelled && setState(result));
    return () => {
      cancelled = true;
    };
  }, []);
  return state;
}
