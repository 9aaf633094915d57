import { useClientHydrated } from './useClientState';

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards.
 * Prerendered HTML knows nothing of the query string or the visitor's storage; reading them
 * only once hydrated keeps hydration free of mismatches. Outside the app (stories), rendering
 * is client-only, so it is true.
 */
export function useHydrated(): boolean {
  return useClientHydrated() ?? true;
}
