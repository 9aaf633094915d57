import * as React from 'react';
import { NavLink } from '../Link';
import { useT } from '@/i18n/useT';
import type { Lang } from '@/lib/langs';
import { Dialog, DialogContent } from '../Dialog';
import { LanguageLinks } from '../LanguageSwitcher';
import type { SiteNavItem } from '../SiteHeader/types';

const mobileMenuLinkClass = [
  'flex min-h-12 items-center rounded-md px-3 text-lg font-semibold text-foreground hover:bg-muted',
  'aria-[current=page]:bg-secondary aria-[current=page]:text-secondary-foreground',
  'forced-colors:aria-[current=page]:underline',
].join(' ');

export interface MobileMenuProps {
  /** Whether the sheet is open (controlled by the header's menu button). */
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The same links as the header's navigation. */
  items: SiteNavItem[];
  onLanguageChange: (lang: Lang) => void;
  /** Where focus goes when the sheet closes: the menu button. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}

/**
 * The navigation as a sheet from the right, for screens under 768 px. Closes when a link is
 * chosen, on Escape and on a backdrop tap, and gives focus back to the menu button.
 */
export function MobileMenu({ open, onOpenChange, items, onLanguageChange, returnFocusTo }: MobileMenuProps) {
  const { t, lang } = useT();
  const languagesId = React.useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        placement="right"
        title={t('nav.menuTitle')}
        bodyLabel={t('nav.menuBody')}
        onCloseAutoFocus={(event) => {
          event.preventDefault();
          returnFocusTo.current?.focus();
        }}
      >
        <nav aria-label={t('nav.label')}>
          <ul className="flex flex-col gap-1">
            {items.map((item) => (
              <li key={item.to}>
                <NavLink to={item.to} end={item.to === '/'} className={mobileMenuLinkClass} onClick={() => onOpenChange(false)}>
                  {t(item.labelKey)}
                </NavLink>
              </li>
            ))}
          </ul>
        </nav>
        {/* The languages as links, one tap each (no list inside the sheet to open first). */}
        <div className="mt-6 border-t border-border px-1 pt-4">
          <h3 id={languagesId} className="mb-2 text-base font-semibold text-muted-foreground">
            {t('language.label')}
          </h3>
          <LanguageLinks
            lang={lang}
            aria-labelledby={languagesId}
            onChoose={(next) => {
              onOpenChange(false);
              if (next !== lang) onLanguageChange(next);
            }}
          />
        </div>
      </DialogContent>
    </Dialog>
  );
}
