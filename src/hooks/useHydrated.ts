import { createContext, useContext } from 'react';

/**
 * Whether the app has hydrated: provided by app/alive/client-state's ClientStateProvider, null outside
 * the app (a story or a test renders components on their own).
 */
export const HydratedContext = createContext<boolean | null>(null);

/**
 * False while React hydrates prerendered HTML (and on the server), true afterwards.
 * Prerendered HTML knows nothing of the query string or the visitor's storage; reading them
 * only once hydrated keeps hydration free of mismatches. Outside the app (stories), rendering
 * is client-only, so it is true.
 */
export function useHydrated(): boolean {
  return useContext(HydratedContext) ?? true;
}
