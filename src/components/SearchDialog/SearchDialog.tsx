import * as React from 'react';
import { Dialog, DialogContent } from '../Dialog';
import { SiteSearch } from '../SiteSearch';
import { useT } from '@/i18n/useT';
import { siteSearch } from '@/i18n/namespaces/site-search';
import { pagefindIndex, type SiteSearchIndex } from '@/lib/site-search';

export interface SearchDialogProps {
  /** Whether the dialog is open (controlled). */
  open: boolean;
  /** Called to open or close it (Escape, the close button, a backdrop click, a result opened). */
  onOpenChange: (open: boolean) => void;
  /** Where answers come from. @default the built Pagefind index of the page's language */
  index?: SiteSearchIndex;
  /** Where focus goes back to on close (the header's Search button); Radix's own trigger when not given. */
  returnFocusTo?: React.RefObject<HTMLElement | null>;
  /** Wait this long after the last keystroke before searching. @default 200 */
  debounceMs?: number;
}

let sharedIndex: SiteSearchIndex | undefined;

/**
 * The site search in a dialog, opened from the header (the Search button or the `/` key). Its code
 * loads on the first open; the index loads on the first search. Escape closes it and focus returns
 * to the button that opened it.
 */
export function SearchDialog({ open, onOpenChange, index, returnFocusTo, debounceMs }: SearchDialogProps) {
  const { t } = useT(siteSearch);
  const searchIndex = index ?? (sharedIndex ??= pagefindIndex());
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent
        title={t('title')}
        bodyLabel={t('results')}
        className="top-4 max-h-[calc(100dvh-2rem)] translate-y-0 sm:top-[10vh] sm:max-h-[80vh]"
        // The field takes focus itself (focusOnMount): the dialog opens for typing.
        onOpenAutoFocus={(event) => event.preventDefault()}
        onCloseAutoFocus={(event) => {
          if (returnFocusTo?.current) {
            event.preventDefault();
            returnFocusTo.current.focus();
          }
        }}
      >
        <SiteSearch index={searchIndex} focusOnMount debounceMs={debounceMs} onNavigate={() => onOpenChange(false)} />
      </DialogContent>
    </Dialog>
  );
}
