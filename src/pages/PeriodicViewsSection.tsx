import * as React from 'react';
import { island } from '@/app/alive/island';
import { chunk, chunkComponent } from '@/hooks/chunk';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/Tabs';
import type { TableElement } from '@/components/PeriodicTable';
import type { ListElement } from '@/components/ElementList';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import type { ElementCategory } from '@/lib/element-categories';
import { tileSymbolAt } from '@/lib/element-ids';
import type { PeriodicView } from '@/lib/periodic-url';
import type { PeriodicGridProps } from './PeriodicGridSection';

// The list view (hidden until chosen) loads when chosen.
const ElementList = chunkComponent<React.ComponentProps<typeof import('@/components/ElementList').ElementList>>(
  chunk(() => import('@/components/ElementList').then((m) => ({ default: m.ElementList }))),
);

// The grid itself — 118 radio tiles with their 2-D keyboard map — is the prerendered HTML until the
// learner reaches for it with the keyboard (see island, warm: 'none'): going live is one long task,
// and the warm-up does not fetch its code. A tap on a tile (or Enter on it) opens the element's
// details from the HTML at once: the dialog is the page's, and needs none of the grid's code. The
// category legend in the grid's inset is part of the island: its code comes with the grid's. When
// these views go live (the warm-up), the grid keeps its HTML (see island).
const PeriodicTable = island<PeriodicGridProps>('periodic-table', () => import('./PeriodicGridSection'), {
  warm: 'none',
  followsQuery: false,
  staticClick: (target, props) => {
    const symbol = tileSymbolAt(target, props.elements);
    if (symbol) props.onValueChange(symbol);
    return symbol !== undefined;
  },
});

export interface PeriodicViewsProps {
  /** The view shown: the table or the searchable list. */
  view: PeriodicView;
  onViewChange: (view: PeriodicView) => void;
  /** The elements as the table shows them (names in the visitor's language). */
  elements: readonly TableElement[];
  /** The elements as the list shows them. */
  listElements: readonly ListElement[];
  /** The symbol of the element whose details are open. */
  open: string | undefined;
  /** Opens an element's details (undefined closes them). */
  onOpen: (symbol: string | undefined) => void;
  highlight: ElementCategory | undefined;
  onHighlightChange: (category: ElementCategory | undefined) => void;
  /** The list's search text, as typed. */
  query: string;
  onQueryChange: (query: string) => void;
}

/** The periodic table page's two views, the table and the list, as tabs (its own chunk: see PeriodicPage). */
export default function PeriodicViewsSection({
  view,
  onViewChange,
  elements,
  listElements,
  open,
  onOpen,
  highlight,
  onHighlightChange,
  query,
  onQueryChange,
}: PeriodicViewsProps) {
  const { t } = useT(periodic);
  return (
    <Tabs value={view} onValueChange={(next) => onViewChange(next === 'list' ? 'list' : 'table')}>
      <TabsList aria-label={t('views.label')} className="max-w-full self-start overflow-y-hidden">
        <TabsTrigger value="table">{t('views.table')}</TabsTrigger>
        <TabsTrigger value="list">{t('views.list')}</TabsTrigger>
      </TabsList>
      <TabsContent value="table" className="flex flex-col gap-6">
        <React.Suspense fallback={null}>
          <PeriodicTable elements={elements} value={open} onValueChange={onOpen} highlight={highlight} onHighlightChange={onHighlightChange} />
        </React.Suspense>
      </TabsContent>
      <TabsContent value="list">
        {/* The list's code loads when the view is first chosen: say so meanwhile, not an empty panel. */}
        <React.Suspense fallback={<p className="py-6 text-muted-foreground">{t('views.loadingList')}</p>}>
          <ElementList elements={listElements} query={query} onQueryChange={onQueryChange} onOpen={onOpen} />
        </React.Suspense>
      </TabsContent>
    </Tabs>
  );
}
