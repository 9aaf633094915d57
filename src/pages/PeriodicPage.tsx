import * as React from 'react';
import { prefersSaveData } from '@/lib/save-data';
import { PageHeader } from '@/components/PageHeader';
import type { TableElement } from '@/components/PeriodicTable';
import type { ListElement } from '@/components/ElementList';
import { useQueryParams } from '@/hooks/useQueryParams';
import { useUrlDraft } from '@/hooks/useUrlDraft';
import { useTracked } from '@/hooks/useTracked';
import { useT } from '@/i18n/useT';
import { periodic } from '@/i18n/namespaces/periodic';
import { elementTiles as elements } from '@/content/element-tiles';
import { loadElementTexts } from '@/content/element-texts-loader';
import { elementNameLangs, elementNames } from '@/content/element-names';
import type { ElementCategory } from '@/lib/element-categories';
import { elementListItemId, elementTileId, tileSymbolAt } from '@/lib/element-ids';
import { MAX_QUERY_LENGTH, parsePeriodicParams, periodicParams, type PeriodicView } from '@/lib/periodic-url';
import { island } from '@/app/alive/island';
import { chunk, chunkComponent, useWarmChunk } from '@/hooks/chunk';
import { ROUTE_PATHS } from '@/lib/links';
import type { PeriodicViewsProps } from './PeriodicViewsSection';

// The details dialog (Radix Dialog, the facts the tiles do not have) is its own chunk, warmed
// once the page has loaded; the written texts of the page's language are data of their own, fetched
// when the learner turns to the table or opens an element (see below). Once loaded the dialog renders directly (see chunk):
// React.lazy suspends at least once, and React holds a revealed Suspense boundary back for 300 ms,
// which made the first opening take a second on a slow phone.
const dialog = chunk(() => import('./PeriodicDialogSection'));
const PeriodicDialog = chunkComponent(dialog);
// The sources below the table are text and links: they stay the prerendered HTML, and their code
// loads only after a client-side navigation.
const PeriodicCredits = island('periodic-credits', () => import('./PeriodicCreditsSection'), { inert: true });

// The two views (Radix Tabs: the table and the list) stay the prerendered HTML through hydration,
// and the warm-up makes them live (see island): their code is not in the page's first load. The
// grid inside keeps its HTML when they go live (it is an island of its own: PeriodicViewsSection).
// A tap on a tile opens the element's details from the HTML at once, before either is live: the
// dialog is the page's.
const PeriodicViews = island<PeriodicViewsProps>('periodic-views', () => import('./PeriodicViewsSection'), {
  followsQuery: false,
  staticClick: (target, props) => {
    const symbol = tileSymbolAt(target, props.elements);
    if (symbol) props.onOpen(symbol);
    return symbol !== undefined;
  },
});

/**
 * /periodic: the periodic table of all 118 elements (or a searchable list), a category legend,
 * and each element's details in a dialog. URL state: ?element=Au opens gold, ?view=list&q=… the
 * list. The tiles' names come with the page in every language; the written texts (descriptions,
 * uses) load with the details, when the learner turns to the table or opens an element.
 */
export default function PeriodicPage() {
  const { t, lang } = useT(periodic);
  const { t: tc } = useT();
  const [params, setParams] = useQueryParams();
  const state = parsePeriodicParams(params, elements);
  const [highlight, setHighlight] = React.useState<ElementCategory | undefined>(undefined);
  const lastOpened = React.useRef<{ symbol: string; view: PeriodicView } | undefined>(undefined);

  // The open element: set at once on a click (an urgent update, so the dialog paints without
  // waiting for the router's transition), and from the URL when that changes otherwise (a shared
  // link, and every Back and Forward, even to an entry with the same element). The URL follows every click.
  const [openSymbol, setOpenSymbol] = useUrlDraft(state.element);
  // The list's search text as typed, likewise (the URL lags behind a fast typist).
  const [query, editQuery] = useUrlDraft(state.query);

  // The texts of the page's language, once asked for: each ask after a failure tries again (the
  // loader forgets a failed load); asking while it loads or once loaded gives the same load.
  const [textsAsked, askTexts] = React.useReducer((count: number) => count + 1, 0);
  const textsLoad = React.useMemo(() => (textsAsked ? loadElementTexts(lang) : undefined), [textsAsked, lang]);
  const texts = useTracked(textsLoad);
  const needTexts = openSymbol !== undefined;
  React.useEffect(() => {
    if (needTexts) askTexts();
  }, [needTexts, lang]);
  // The dialog's code and the facts are warmed (fetched in idle time after the page has loaded, not
  // under Save-Data), so that a first tap on a tile opens the details at once. The written texts
  // (11–13 KiB, the largest part) are not: they would put the page over the "ready" budget. They
  // are fetched when the learner turns to the table (a pointer over it, focus in it), or with the
  // first opening, and the dialog shows the facts meanwhile and says the text is on its way.
  const area = React.useRef<HTMLDivElement>(null);
  useWarmChunk(dialog, area);
  React.useEffect(() => {
    const node = area.current;
    if (!node) return;
    const prefetch = () => {
      // Under Save-Data nothing is fetched before an element is opened.
      if (prefersSaveData()) return;
      void dialog.prefetch().catch(() => undefined);
      // Starts the load without a render (a touch's pointerover comes just before its tap): the
      // first opening asks for the same load.
      loadElementTexts.prefetch(lang).catch(() => undefined);
    };
    node.addEventListener('pointerover', prefetch, { once: true, passive: true });
    node.addEventListener('focusin', prefetch, { once: true });
    return () => {
      node.removeEventListener('pointerover', prefetch);
      node.removeEventListener('focusin', prefetch);
    };
  }, [lang]);
  React.useEffect(() => {
    if (openSymbol) lastOpened.current = { symbol: openSymbol, view: state.view };
  }, [openSymbol, state.view]);

  const loaded = texts.status === 'ready' ? texts.value : undefined;
  // English names come with the data; French and Kinyarwanda names with the page.
  const localized = React.useMemo(
    () => (lang === 'en' ? elements : elements.map((e, i) => ({ ...e, name: elementNames[lang][i] ?? e.name, nameLang: elementNameLangs[lang][e.number] }))),
    [lang],
  );
  const tableElements: TableElement[] = localized;
  const listElements: ListElement[] = React.useMemo(() => localized.map((e, i) => ({ ...e, englishName: elements[i]!.name })), [localized]);

  const open = openSymbol ? localized.find((e) => e.symbol === openSymbol) : undefined;
  // Mounted from the first opening on, so closing animates and hands focus back as Radix does.
  const [dialogMounted, setDialogMounted] = React.useState(false);
  if (open && !dialogMounted) setDialogMounted(true);
  const text = open ? loaded?.[open.number] : undefined;
  const textStatus = text ? 'ready' : texts.status === 'error' || texts.status === 'ready' ? 'error' : 'loading';

  const update = (next: Parameters<typeof periodicParams>[1]) => setParams((current) => periodicParams(current, next));
  const openElement = (symbol: string | undefined) => {
    setOpenSymbol(symbol);
    update({ element: symbol });
  };

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
        breadcrumbs={[{ label: tc('breadcrumb.home'), to: ROUTE_PATHS.home }, { label: tc('routes.periodic.title') }]}
        size="sm"
      />
      <div className="mx-auto w-full max-w-[90rem] px-4 py-8 md:px-6 lg:py-3" ref={area}>
        <React.Suspense fallback={null}>
          <PeriodicViews
            view={state.view}
            onViewChange={(view) => update({ view })}
            elements={tableElements}
            listElements={listElements}
            open={openSymbol}
            onOpen={openElement}
            highlight={highlight}
            onHighlightChange={setHighlight}
            query={query}
            onQueryChange={(next) => {
              editQuery(next, next.slice(0, MAX_QUERY_LENGTH));
              update({ query: next });
            }}
          />
        </React.Suspense>

        <React.Suspense fallback={null}>
          <PeriodicCredits />
        </React.Suspense>
      </div>

      {dialogMounted && (
        <React.Suspense fallback={null}>
          <PeriodicDialog
            element={open}
            text={text}
            textStatus={textStatus}
            onRetry={askTexts}
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
