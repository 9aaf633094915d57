export { Link, NavLink } from './Link';
