import { useEffect, useState } from 'react';
import { CACHE_NAMES } from '@/lib/service-worker';

export interface SavedResources {
  status: 'loading' | 'ready' | 'unsupported';
  /** Site paths of saved pages ("/books"). */
  pages: string[];
  /** Paths of files saved as they were opened ("/books/s1-mathematics.pdf"); not the books saved on request (SavedBooks lists those). */
  files: string[];
}

/** Reads what the service worker saved for offline use (Cache Storage), once, in the browser. */
export function useSavedResources(): SavedResources {
  const [state, setState] = useState<SavedResources>({ status: 'loading', pages: [], files: [] });
  useEffect(() => {
    let cancelled = false;
    async function read() {
      if (typeof caches === 'undefined') return { status: 'unsupported' as const, pages: [], files: [] };
      const pages = new Set<string>();
      const files = new Set<string>();
      for (const name of await caches.keys()) {
        if (name === CACHE_NAMES.books) continue;
        const cache = await caches.open(name);
        for (const request of await cache.keys()) {
          const url = new URL(request.url);
          if (url.origin !== window.location.origin) continue;
          if (url.pathname.endsWith('.pdf')) files.add(url.pathname);
          else if (!/\.[a-z0-9_]+$/i.test(url.pathname)) pages.add(url.pathname === '' ? '/' : url.pathname);
        }
      }
      return { status: 'ready' as const, pages: [...pages].sort(), files: [...files].sort() };
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
