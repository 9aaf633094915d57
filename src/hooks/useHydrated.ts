import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards.
 * Prerendered HTML knows nothing of the query string or the visitor's storage; reading them
 * only once hydrated keeps hydration free of mismatches.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, () => true, () => false);
}
