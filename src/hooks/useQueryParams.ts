import { useCallback } from 'react';
import { useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { useHydrated } from './useHydrated';

const EMPTY = new URLSearchParams();

/** The next query string, or how to make it from the one the address bar holds at this moment. */
export type NextQueryParams = URLSearchParams | ((current: URLSearchParams) => URLSearchParams);

/**
 * The query string, as React Router gives it, but empty until hydration is done (the
 * prerendered HTML was made without one). Pages parse it with a typed helper from src/lib.
 * `setParams` replaces the history entry unless `{ push: true }`: typing in a search box must not
 * flood the Back button.
 *
 * Pass `setParams` a function to build on the address as it is now, not as the last render saw it.
 * React Router writes the address at once but renders the change as a transition, so on a slow
 * phone a tab clicked and a word typed straight after would otherwise write the old tab back.
 */
export function useQueryParams(): [URLSearchParams, (next: NextQueryParams, options?: { push?: boolean }) => void] {
  const hydrated = useHydrated();
  const [params, setSearchParams]: [URLSearchParams, SetURLSearchParams] = useSearchParams();
  const set = useCallback(
    (next: NextQueryParams, options?: { push?: boolean }) =>
      setSearchParams(typeof next === 'function' ? next(new URLSearchParams(window.location.search)) : next, {
        replace: !options?.push,
        preventScrollReset: true,
      }),
    [setSearchParams],
  );
  return [hydrated ? params : EMPTY, set];
}
