/**
 * The first inline script of every page: it runs in `<head>`, before anything paints, and sends a
 * visitor to the page in their language. It knows no language list: it reads the page's own hreflang
 * alternates, so adding a language changes nothing here (nor its CSP hash).
 *   - `?lng=xx` on any page: remember xx (localStorage and cookie, as the switcher does), go to that
 *     language's URL of the page, keeping the rest of the query and the hash.
 *   - A page without a language prefix (its canonical is the x-default): the first of cookie,
 *     localStorage, sessionStorage and the browser's languages that the site has; if it is not the
 *     page's language, go there. A visitor who chose English (stored "en") stays; so does a crawler
 *     (no storage, English browser).
 *
 * The build compiles it to one minified inline `<script>` (scripts/build/inline-scripts.ts) and
 * allows it by its hash in the CSP. It imports nothing: it must run on its own, and anything wrong
 * leaves the visitor on the page they asked for.
 */
export default function redirectToLanguage(): void {
  try {
    const query = new URLSearchParams(location.search);
    // hreflang → URL of this page in that language ('x-default' included).
    const alternates = new Map<string, string>();
    document.querySelectorAll<HTMLLinkElement>('link[rel=alternate][hreflang]').forEach((link) => alternates.set(link.hreflang, link.href));
    const canonical = document.querySelector<HTMLLinkElement>('link[rel=canonical]');
    const offered = (lang: string | undefined) => Boolean(lang && lang !== 'x-default' && alternates.has(lang));

    const asked = baseLanguage(query.get('lng'));
    let target: string | undefined;
    if (offered(asked)) {
      target = asked;
      try {
        localStorage.setItem('i18nextLng', asked);
      } catch {
        // Storage refused (private mode, a sandbox): the cookie below still remembers.
      }
      document.cookie = `i18next=${asked};path=/;max-age=31536000;samesite=lax`;
      query.delete('lng');
    } else if (canonical && alternates.get('x-default') === canonical.href) {
      const choices: (string | null | undefined)[] = [/(?:^|;\s*)i18next=([^;]*)/.exec(document.cookie)?.[1]];
      try {
        choices.push(localStorage.getItem('i18nextLng'), sessionStorage.getItem('i18nextLng'));
      } catch {
        // Storage refused: the cookie and the browser's languages decide.
      }
      choices.push(...(navigator.languages ?? [navigator.language]));
      target = choices.map(baseLanguage).find(offered);
    }

    const rest = query.toString();
    const search = rest ? `?${rest}` : '';
    if (target && target !== document.documentElement.lang) {
      location.replace(new URL(alternates.get(target)!).pathname + search + location.hash);
    } else if (asked) {
      // Already on the asked language's page (or it is not one the site has): drop ?lng from the address.
      history.replaceState(history.state, '', location.pathname + search + location.hash);
    }
  } catch {
    // Whatever went wrong, the visitor stays on the page they asked for.
  }
}

/** `fr-RW` → `fr`, `rw_RW` → `rw`, nothing → ''. */
function baseLanguage(tag: string | null | undefined): string {
  return (tag ?? '').toLowerCase().split(/[-_]/)[0] ?? '';
}
