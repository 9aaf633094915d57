import * as React from 'react';
import { Link, NavLink } from '../Link';
import { useT } from '@/i18n/useT';
import type { Lang } from '@/lib/langs';
import { LanguageSwitcher } from '../LanguageSwitcher';
import type { SiteNavItem } from './types';
import { ROUTE_PATHS } from '@/lib/links';
import { chunk, chunkComponent, useWarmChunk } from '@/hooks/chunk';

// The sheet (and Radix Dialog with it) and the search (its dialog, code and strings) are chunks of
// their own, not in first-load JS: each is fetched in idle time once the page has hydrated, while
// its button is shown (the menu button only under 768 px), or when its button is hovered, focused
// or pressed (and the search on the `/` key), so the first tap finds it ready. The search's index
// loads only when it opens.
const mobileMenu = chunk(() => import('../MobileMenu').then((m) => ({ default: m.MobileMenu })));
const MobileMenu = chunkComponent(mobileMenu);
const searchDialog = chunk(() => import('../SearchDialog').then((m) => ({ default: m.SearchDialog })));
const SearchDialog = chunkComponent(searchDialog);

/** Whether a key press belongs to a field the visitor is typing in (`/` must type a slash there). */
function isTyping(target: EventTarget | null): boolean {
  return target instanceof HTMLElement && (target.isContentEditable || /^(INPUT|TEXTAREA|SELECT)$/.test(target.tagName));
}

const siteHeaderLinkClass = [
  'inline-flex min-h-11 items-center rounded-md px-3 font-semibold text-foreground hover:bg-muted',
  'aria-[current=page]:text-primary aria-[current=page]:underline aria-[current=page]:decoration-4 aria-[current=page]:underline-offset-8',
].join(' ');

export interface SiteHeaderProps {
  /** Main navigation links. */
  items: SiteNavItem[];
  /** Called when the visitor picks a language. */
  onLanguageChange: (lang: Lang) => void;
  /** Extra status shown under the bar (e.g. the offline notice). */
  status?: React.ReactNode;
}

function Logo() {
  return (
    <svg aria-hidden="true" viewBox="0 0 32 32" className="size-8 shrink-0">
      <rect width="32" height="32" rx="7" className="fill-brand-sky" />
      <path d="M7 9h7.5c1 0 1.5.5 1.5 1.5V24c-.6-.7-1.5-1-2.5-1H7z" fill="#fff" />
      <path d="M25 9h-7.5c-1 0-1.5.5-1.5 1.5V24c.6-.7 1.5-1 2.5-1H25z" fill="#fff" />
      <circle cx="24" cy="8" r="3.2" className="fill-brand-sun" />
    </svg>
  );
}

/**
 * The site header: brand, main navigation (aria-current on the active link) and the language
 * switcher, and the Search button (or `/`) that opens the site search; under 768 px a menu button
 * opens the navigation as a sheet.
 */
export function SiteHeader({ items, onLanguageChange, status }: SiteHeaderProps) {
  const { t } = useT();
  const [menuRequested, setMenuRequested] = React.useState(false);
  const [menuOpen, setMenuOpen] = React.useState(false);
  const menuButton = React.useRef<HTMLButtonElement>(null);
  const [searchRequested, setSearchRequested] = React.useState(false);
  const [searchOpen, setSearchOpen] = React.useState(false);
  const searchButton = React.useRef<HTMLButtonElement>(null);
  useWarmChunk(searchDialog, searchButton);
  useWarmChunk(mobileMenu, menuButton);

  React.useEffect(() => {
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== '/' || event.defaultPrevented || event.ctrlKey || event.metaKey || event.altKey || isTyping(event.target)) return;
      event.preventDefault();
      setSearchRequested(true);
      setSearchOpen(true);
    };
    document.addEventListener('keydown', onKeyDown);
    return () => document.removeEventListener('keydown', onKeyDown);
  }, []);

  return (
    <header data-slot="site-header" data-print="hide" className="sticky top-0 z-30 border-b border-border bg-background">
      {/* Under 768 px a grid whose last column is the menu button's width: while the HTML is still
          arriving, the browser may paint before it has read the menu button, and in a flex row the
          search button would then sit where the menu goes and jump left (Lighthouse counted it as a layout shift). */}
      <div className="container-page grid min-h-16 grid-cols-[1fr_auto_2.75rem] items-center gap-3 md:flex md:justify-between">
        <Link
          to={ROUTE_PATHS.home}
          className="flex min-h-11 items-center gap-2 justify-self-start rounded-md text-xl font-bold text-foreground"
          aria-label={t('nav.homeLink')}
        >
          <Logo />
          <span aria-hidden="true">Ubumenyi</span>
        </Link>
        <nav aria-label={t('nav.label')} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={siteHeaderLinkClass}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        <button
          ref={searchButton}
          type="button"
          className="ml-auto inline-flex min-h-11 min-w-11 items-center justify-center gap-2 rounded-md border-2 border-border px-2.5 font-semibold sm:px-3 text-foreground hover:bg-muted md:ml-0"
          aria-haspopup="dialog"
          aria-expanded={searchOpen}
          aria-keyshortcuts="/"
          title={t('siteSearch.shortcut')}
          onPointerEnter={() => setSearchRequested(true)}
          onFocus={() => setSearchRequested(true)}
          onClick={() => {
            setSearchRequested(true);
            setSearchOpen(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-5">
            <circle cx="11" cy="11" r="7" />
            <path d="m20 20-3.5-3.5" strokeLinecap="round" />
          </svg>
          {/* Icon only under 640 px, so brand, Search and Menu fit at 320 px (WCAG 1.4.10); the name stays. */}
          <span className="sr-only sm:not-sr-only">{t('siteSearch.open')}</span>
        </button>
        <LanguageSwitcher onLanguageChange={onLanguageChange} className="hidden md:flex" />
        <button
          ref={menuButton}
          data-slot="site-menu-button"
          type="button"
          className="inline-flex size-11 items-center justify-center rounded-md border-2 border-border text-foreground hover:bg-muted md:hidden"
          aria-label={t('nav.openMenu')}
          aria-haspopup="dialog"
          aria-expanded={menuOpen}
          onPointerEnter={() => setMenuRequested(true)}
          onFocus={() => setMenuRequested(true)}
          onClick={() => {
            setMenuRequested(true);
            setMenuOpen(true);
          }}
        >
          <svg aria-hidden="true" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="2" className="size-6">
            <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
          </svg>
        </button>
      </div>
      {status}
      {searchRequested && (
        <React.Suspense fallback={null}>
          <SearchDialog open={searchOpen} onOpenChange={setSearchOpen} returnFocusTo={searchButton} />
        </React.Suspense>
      )}
      {menuRequested && (
        <React.Suspense fallback={null}>
          <MobileMenu open={menuOpen} onOpenChange={setMenuOpen} items={items} onLanguageChange={onLanguageChange} returnFocusTo={menuButton} />
        </React.Suspense>
      )}
    </header>
  );
}
