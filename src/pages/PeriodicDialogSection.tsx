import type * as React from 'react';
import { ElementDialog, type ElementText } from '@/components/ElementDialog';
import { elements } from '@/content/elements';
import { useLang } from '@/i18n/useT';
import { elementHref } from '@/lib/links';

export interface PeriodicDialogSectionProps {
  /** The open element (number and name in the visitor's language), or none. */
  element: { number: number; name: string } | undefined;
  text: ElementText | undefined;
  textStatus: React.ComponentProps<typeof ElementDialog>['textStatus'];
  onRetry: () => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/** The periodic table's details dialog with the full facts of every element (its own chunk: see PeriodicPage). */
export default function PeriodicDialogSection({ element, ...props }: PeriodicDialogSectionProps) {
  const lang = useLang();
  const facts = element ? elements[element.number - 1] : undefined;
  return (
    <ElementDialog
      element={facts && element ? { ...facts, name: element.name } : undefined}
      pageHref={facts && elementHref(lang, facts.symbol)}
      {...props}
    />
  );
}
