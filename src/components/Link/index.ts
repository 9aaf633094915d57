export { Link, NavLink, type LinkProps, type NavLinkProps } from './Link';
