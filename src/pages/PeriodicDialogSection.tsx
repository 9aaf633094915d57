import type * as React from 'react';
import { ElementDialog, type ElementText } from '@/components/ElementDialog';
import { elementFacts } from '@/content/element-facts';
import type { ElementTileData } from '@/content/element-tiles';
import { useLang } from '@/i18n/useT';
import { elementHref } from '@/lib/links';
import type { TextLang } from '@/lib/langs';

export interface PeriodicDialogSectionProps {
  /** The open element as its tile has it (the name in the visitor's language), or none. */
  element: (ElementTileData & { nameLang?: TextLang | undefined }) | undefined;
  text: ElementText | undefined;
  textStatus: React.ComponentProps<typeof ElementDialog>['textStatus'];
  onRetry: () => void;
  onOpenChange: (open: boolean) => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * The periodic table's details dialog with the other facts of every element (its own chunk: see
 * PeriodicPage): the tile's data comes from the page, the rest from element-facts.ts.
 */
export default function PeriodicDialogSection({ element, ...props }: PeriodicDialogSectionProps) {
  const lang = useLang();
  const facts = element ? elementFacts[element.number - 1] : undefined;
  return <ElementDialog element={facts && element ? { ...element, ...facts } : undefined} pageHref={element && elementHref(lang, element.symbol)} {...props} />;
}
