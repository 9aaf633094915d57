import { useCallback, useRef } from 'react';
import { useLocation, useSearchParams, type SetURLSearchParams } from 'react-router-dom';
import { useHydrated } from './useHydrated';

const EMPTY = new URLSearchParams();

/** The next query string, or how to make it from the latest one. */
export type NextQueryParams = URLSearchParams | ((latest: URLSearchParams) => URLSearchParams);

/**
 * The query string, as React Router gives it, but empty until hydration is done (the
 * prerendered HTML was made without one). Pages parse it with a typed helper from src/lib.
 * `setParams` replaces the history entry unless `{ push: true }`: typing in a search box must not
 * flood the Back button.
 *
 * Pass `setParams` a function to build on the latest query string, not on the one the last render
 * saw. React Router renders a change as a transition, so on a slow phone a tab clicked and a word
 * typed straight after both reach a handler of the old render: the word must not write the old
 * tab back. The latest is what this hook last wrote from the location the caller rendered (each
 * location has its own key); after any other navigation (Back, a link) it is what the router shows.
 */
export function useQueryParams(): [URLSearchParams, (next: NextQueryParams, options?: { push?: boolean }) => void] {
  const hydrated = useHydrated();
  const [params, setSearchParams]: [URLSearchParams, SetURLSearchParams] = useSearchParams();
  const { key } = useLocation();
  const written = useRef<{ from: string; to: string } | null>(null);
  const set = useCallback(
    (next: NextQueryParams, options?: { push?: boolean }) => {
      const latest = written.current?.from === key ? written.current.to : params.toString();
      const value = typeof next === 'function' ? next(new URLSearchParams(latest)) : next;
      written.current = { from: key, to: value.toString() };
      setSearchParams(value, { replace: !options?.push, preventScrollReset: true });
    },
    [key, params, setSearchParams],
  );
  return [hydrated ? params : EMPTY, set];
}
