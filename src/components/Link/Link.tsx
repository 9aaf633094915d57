import * as React from 'react';
import { useHref, useLinkClickHandler, useLocation, useResolvedPath, type To } from 'react-router-dom';
import { useLinks } from '@/hooks/useLinks';
import { isCurrentPath } from '@/lib/links';

export interface LinkProps extends Omit<React.AnchorHTMLAttributes<HTMLAnchorElement>, 'href'> {
  /**
   * Where the link leads: a site path in any language (`/books`, `/papers?level=s3`), put in the
   * page's language (`/rw/books` on a Kinyarwanda page), or a route object as React Router takes it.
   */
  to: To;
  /** Replace the current history entry instead of adding one. */
  replace?: boolean;
  /** A full page load instead of a client-side navigation (a page the service worker must answer). */
  reloadDocument?: boolean;
  ref?: React.Ref<HTMLAnchorElement>;
}

/** A `to` in the page's language: site paths are localized; route objects and relative paths pass as they are. */
function useLocalizedTo(to: To): To {
  const { localize } = useLinks();
  return typeof to === 'string' && to.startsWith('/') ? localize(to) : to;
}

/**
 * An internal link that stays in the page's language, navigating on the client. Every internal
 * link of the site goes through it.
 *
 * Built on React Router's hooks rather than its `Link`: that component also carries the framework
 * mode's prefetching, view transitions and RSC support, none of which a prerendered static site
 * uses. Unimported, it leaves the bundle with the router's other unused components
 * (scripts/vite/router-trim.ts): 3.6 KiB of compressed script on every page.
 */
export function Link({ to, replace, reloadDocument, target, onClick, children, ...props }: LinkProps) {
  const localized = useLocalizedTo(to);
  const href = useHref(localized);
  const handleClick = useLinkClickHandler<HTMLAnchorElement>(localized, { replace, target });
  return (
    <a
      data-slot="link"
      {...props}
      href={href}
      target={target}
      onClick={(event) => {
        onClick?.(event);
        if (!event.defaultPrevented && !reloadDocument) handleClick(event);
      }}
    >
      {children}
    </a>
  );
}

export interface NavLinkProps extends LinkProps {
  /** Current only on this exact path, not on the pages below it (the home link). @default false */
  end?: boolean;
}

/** A navigation link that stays in the page's language and carries `aria-current="page"` on its page. */
export function NavLink({ end = false, ...props }: NavLinkProps) {
  const { pathname } = useLocation();
  const target = useResolvedPath(useLocalizedTo(props.to)).pathname;
  return <Link data-slot="nav-link" aria-current={isCurrentPath(pathname, target, end) ? 'page' : undefined} {...props} />;
}
