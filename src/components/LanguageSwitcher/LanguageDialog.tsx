import * as React from 'react';
import type { Lang } from '@/lib/langs';
import { useT } from '@/i18n/useT';
import { Dialog, DialogContent } from '../Dialog';
import { LanguageLinks } from './LanguageLinks';

export interface LanguageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  lang: Lang;
  onLanguageChange: (lang: Lang) => void;
  /** The switcher's button: focus goes back to it when the dialog closes. */
  returnFocusTo: React.RefObject<HTMLElement | null>;
}

/** The language switcher's dialog: the three languages as links, focus on the current one (see LanguageSwitcher). */
export function LanguageDialog({ open, onOpenChange, lang, onLanguageChange, returnFocusTo }: LanguageDialogProps) {
  const { t } = useT();
  const titleId = React.useId();
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={<span id={titleId}>{t('language.choose')}</span>}
        bodyLabel={t('language.label')}
        className="sm:max-w-sm"
        onOpenAutoFocus={(event) => {
          // Focus on the current language, as a list of options would: Tab and Shift+Tab move on.
          // The event's target is the dialog's panel.
          const current = (event.target as HTMLElement | null)?.querySelector<HTMLElement>('[aria-current=true]');
          if (current) {
            event.preventDefault();
            current.focus();
          }
        }}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo.current) {
            event.preventDefault();
            returnFocusTo.current.focus();
          }
        }}
      >
        <LanguageLinks
          lang={lang}
          aria-labelledby={titleId}
          className="flex flex-col gap-2"
          onChoose={(next) => {
            onOpenChange(false);
            if (next !== lang) onLanguageChange(next);
          }}
        />
      </DialogContent>
    </Dialog>
  );
}
