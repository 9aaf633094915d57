import * as React from 'react';
import { PageHeader } from '@/components/PageHeader';
import { Tabs, TabsContent, TabsList, TabsTrigger } from '@/components/Tabs';
import { PeriodicTable, type TableElement } from '@/components/PeriodicTable';
import { CategoryLegend } from '@/components/CategoryLegend';
import type { ListElement } from '@/components/ElementList';
import { elementTileId } from '@/components/ElementTile';
import { useQueryParams } from '@/hooks/useQueryParams';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { elementTiles as elements } from '@/content/element-tiles';
import { elementTexts } from '@/content/element-texts-loader';
import { IDLE } from '@/lib/lazy-resource';
import { ELEMENT_CATEGORIES, type ElementCategory } from '@/lib/element-categories';
import { parsePeriodicParams, periodicParams, type PeriodicView } from '@/lib/periodic-url';

// The details dialog (Radix Dialog, the full facts of all 118 elements) is its own chunk: it loads
// when the browser is idle after the page, or at once when an element is opened first.
const loadDialog = () => import('./PeriodicDialogSection');
const PeriodicDialog = React.lazy(loadDialog);
// The list view (hidden until chosen) and the sources footer (below the table) are chunks of their
// own too; React keeps their prerendered HTML until their code arrives.
const ElementList = React.lazy(() => import('@/components/ElementList').then((m) => ({ default: m.ElementList })));
const PeriodicCredits = React.lazy(() => import('./PeriodicCreditsSection'));

/** The list entry's DOM id (as ElementList's elementListItemId), without loading the list's code. */
const elementListItemId = (symbol: string) => `element-item-${symbol}`;

const counts = Object.fromEntries(
  ELEMENT_CATEGORIES.map((category) => [category, elements.filter((e) => e.category === category).length]),
) as Record<ElementCategory, number>;

/**
 * /periodic: the periodic table of all 118 elements (or a searchable list), a category legend,
 * and each element's details in a dialog. URL state: ?element=Au opens gold, ?view=list&q=… the
 * list. The written texts (names in French and Kinyarwanda, descriptions, uses) load with this
 * page only: at once for fr and rw (the tiles need the names), on first opening for en.
 */
export default function PeriodicPage() {
  const { t, lang } = useT(periodic);
  const { t: tc } = useT();
  const [params, setParams] = useQueryParams();
  const state = parsePeriodicParams(params, elements);
  const [highlight, setHighlight] = React.useState<ElementCategory | undefined>(undefined);
  const lastOpened = React.useRef<{ symbol: string; view: PeriodicView } | undefined>(undefined);

  const texts = React.useSyncExternalStore(elementTexts.subscribe, () => elementTexts.read(lang), () => IDLE);
  const needTexts = lang !== 'en' || state.element !== undefined;
  React.useEffect(() => {
    if (needTexts) void elementTexts.load(lang);
  }, [needTexts, lang]);
  React.useEffect(() => {
    if (state.element) lastOpened.current = { symbol: state.element, view: state.view };
  }, [state.element, state.view]);

  const loaded = texts.status === 'ready' ? texts.value : undefined;
  // English names come with the data: only other languages wait for the texts.
  const names = lang === 'en' ? undefined : loaded;
  const localized = React.useMemo(
    () => elements.map((e) => ({ ...e, name: names?.[e.number]?.name ?? e.name })),
    [names],
  );
  const tableElements: TableElement[] = localized;
  const listElements: ListElement[] = React.useMemo(
    () => localized.map((e, i) => ({ ...e, englishName: elements[i]!.name })),
    [localized],
  );

  const open = state.element ? localized.find((e) => e.symbol === state.element) : undefined;
  // Mounted from the first opening on, so closing animates and hands focus back as Radix does.
  const [dialogMounted, setDialogMounted] = React.useState(false);
  if (open && !dialogMounted) setDialogMounted(true);
  React.useEffect(() => {
    const idle = window.requestIdleCallback ?? ((run: () => void) => window.setTimeout(run, 2000));
    idle(() => void loadDialog());
  }, []);
  const text = open ? loaded?.[open.number] : undefined;
  const textStatus = text ? 'ready' : texts.status === 'error' || texts.status === 'ready' ? 'error' : 'loading';

  const update = (next: Parameters<typeof periodicParams>[1]) => setParams(periodicParams(params, next));
  const openElement = (symbol: string | undefined) => update({ element: symbol });

  const returnFocus = (event: Event) => {
    const last = lastOpened.current;
    if (!last) return;
    const target = document.getElementById(last.view === 'list' ? elementListItemId(last.symbol) : elementTileId(last.symbol));
    if (target) {
      event.preventDefault();
      target.focus();
    }
  };

  return (
    <>
      <PageHeader
        title={tc('routes.periodic.title')}
        description={t('intro')}
        breadcrumbs={[{ label: tc('breadcrumb.home'), to: '/' }, { label: tc('routes.periodic.title') }]}
      />
      <div className="mx-auto w-full max-w-[90rem] px-4 py-8 md:px-6">
        <Tabs value={state.view} onValueChange={(view) => update({ view: view === 'list' ? 'list' : 'table' })}>
          <TabsList aria-label={t('views.label')} className="self-start overflow-y-hidden">
            <TabsTrigger value="table">{t('views.table')}</TabsTrigger>
            <TabsTrigger value="list">{t('views.list')}</TabsTrigger>
          </TabsList>
          <TabsContent value="table" className="flex flex-col gap-6">
            <CategoryLegend value={highlight} onValueChange={setHighlight} counts={counts} />
            <PeriodicTable elements={tableElements} value={state.element} onValueChange={openElement} highlight={highlight} />
          </TabsContent>
          <TabsContent value="list">
            <React.Suspense fallback={null}>
              <ElementList elements={listElements} query={state.query} onQueryChange={(query) => update({ query })} onOpen={openElement} />
            </React.Suspense>
          </TabsContent>
        </Tabs>

        <React.Suspense fallback={null}>
          <PeriodicCredits />
        </React.Suspense>
      </div>

      {dialogMounted && (
        <React.Suspense fallback={null}>
          <PeriodicDialog
            element={open && { number: open.number, name: open.name }}
            text={text}
            textStatus={textStatus}
            onRetry={() => void elementTexts.load(lang)}
            onOpenChange={(isOpen) => {
              if (!isOpen) openElement(undefined);
            }}
            onCloseAutoFocus={returnFocus}
          />
        </React.Suspense>
      )}
    </>
  );
}
