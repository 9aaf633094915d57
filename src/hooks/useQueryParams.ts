import { useCallback } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { useHydrated } from './useHydrated';

const EMPTY = new URLSearchParams();

/**
 * The query string, as React Router gives it, but empty until hydration is done (the
 * prerendered HTML was made without one). Pages parse it with a typed helper from src/lib.
 * `setParams` replaces the history entry unless `{ push: true }`: typing in a search box must not
 * flood the Back button.
 */
export function useQueryParams(): [URLSearchParams, (next: URLSearchParams, options?: { push?: boolean }) => void] {
  const hydrated = useHydrated();
  const [params, setSearchParams]: [URLSearchParams, SetURLSearchParams] = useSearchParams();
  const set = useCallback(
    (next: URLSearchParams, options?: { push?: boolean }) =>
      setSearchParams(next, { replace: !options?.push, preventScrollReset: true }),
    [setSearchParams],
  );
  return [hydrated ? params : EMPTY, set];
}
