import {
  Link as RouterLink,
  NavLink as RouterNavLink,
  type LinkProps as RouterLinkProps,
  type NavLinkProps as RouterNavLinkProps,
} from 'react-router-dom';
import { useLinks } from '@/hooks/useLinks';

export interface LinkProps extends RouterLinkProps {
  /**
   * Where the link leads: a site path in any language (`/books`, `/papers?level=s3`), put in the
   * page's language (`/rw/books` on a Kinyarwanda page), or a route object as React Router takes it.
   */
  to: RouterLinkProps['to'];
}

/** A `to` in the page's language: site paths are localized; route objects and relative paths pass as they are. */
function useLocalizedTo<T>(to: T): T | string {
  const { localize } = useLinks();
  return typeof to === 'string' && to.startsWith('/') ? localize(to) : to;
}

/**
 * An internal link that stays in the page's language: React Router's `Link` with its path put
 * behind the language's prefix. Every internal link of the site goes through it.
 */
export function Link({ to, ...props }: LinkProps) {
  return <RouterLink data-slot="link" to={useLocalizedTo(to)} {...props} />;
}

export interface NavLinkProps extends RouterNavLinkProps {
  /** A site path in any language, put in the page's language (see `Link`). */
  to: RouterNavLinkProps['to'];
}

/** A navigation link that stays in the page's language and carries `aria-current="page"` on its page. */
export function NavLink({ to, ...props }: NavLinkProps) {
  return <RouterNavLink data-slot="nav-link" to={useLocalizedTo(to)} {...props} />;
}
