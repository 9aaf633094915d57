import { useMemo } from 'react';
import { useLang } from '@/i18n/useT';
import { localizePath, routeHref, type HrefOptions, type RouteId } from '@/lib/links';

/**
 * Links in the page's language. `route('books', { query: { q } })` builds a page's href from its
 * route id; `localize(path)` puts a site path from content data (`/books?level=s1`) in the language.
 * No component writes a prefixed path by hand.
 */
export function useLinks() {
  const lang = useLang();
  return useMemo(
    () => ({
      lang,
      route: (id: RouteId, options?: HrefOptions) => routeHref(id, lang, options),
      localize: (path: string) => localizePath(path, lang),
    }),
    [lang],
  );
}
