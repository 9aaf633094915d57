import { useT } from '@/i18n/useT';
import { partLang } from '@/lib/langs';
import { markLang } from '@/lib/lang-parts';
import { periodicDetails } from '@/i18n/namespaces/periodic-details';
import { Dialog, DialogContent } from '../Dialog';
import { Link } from '../Link';
import { LangText } from '../LangText';
import { ElementDetails, type DetailsElement, type ElementText } from '../ElementDetails';

/** Everything the details show about one element (the data, with the name in the visitor's language). */
export type DialogElement = DetailsElement;

export interface ElementDialogProps {
  /** The element to show; the dialog is open while it is set. */
  element: DialogElement | undefined;
  /** Description and uses in the visitor's language; undefined while they load. */
  text?: ElementText;
  /** Whether the written text is still loading or failed (the data sections show at once either way). @default 'loading' */
  textStatus?: 'loading' | 'ready' | 'error';
  /** Try loading the written text again after an error. */
  onRetry?: () => void;
  /** Called with false when the visitor closes the dialog (close button, Escape, backdrop). */
  onOpenChange: (open: boolean) => void;
  /** Where focus goes on close: call `event.preventDefault()` and focus the tile or list item. */
  onCloseAutoFocus?: (event: Event) => void;
  /** The address of the element's own page, linked under the details ("Open the page for Iron"). */
  pageHref?: string;
}

/**
 * The details of one element in a dialog titled with its name: Basic Information, Physical
 * Properties (N/A where the data has no value; carbon and arsenic sublime; gas densities at
 * 0 °C), Discovery, Description, Common Uses, Isotopes and a large shell drawing. The data
 * sections render at once; the written description and uses fill in when they arrive.
 */
export function ElementDialog({ element, text, textStatus = 'loading', onRetry, onOpenChange, onCloseAutoFocus, pageHref }: ElementDialogProps) {
  const { t, lang } = useT(periodicDetails);
  // A name in another language than the page's (Tin on a Kinyarwanda page) carries its own (WCAG 3.1.2).
  const nameLang = element && partLang(element.nameLang, lang);
  return (
    <Dialog open={element !== undefined} onOpenChange={onOpenChange}>
      {element && (
        <DialogContent
          title={nameLang ? <span lang={nameLang}>{element.name}</span> : element.name}
          bodyLabel={t('dialog.body', { name: element.name })}
          onCloseAutoFocus={onCloseAutoFocus}
          data-element={element.symbol}
        >
          <ElementDetails element={element} text={text} textStatus={textStatus} onRetry={onRetry} progressive />
          {pageHref && (
            <p className="mt-6">
              <Link to={pageHref} className="inline-flex min-h-11 items-center font-semibold text-primary underline underline-offset-4 hover:no-underline">
                <LangText text={t('dialog.openPage', { name: markLang(element.name, element.nameLang) })} />
              </Link>
            </p>
          )}
        </DialogContent>
      )}
    </Dialog>
  );
}
