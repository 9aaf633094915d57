/**
 * The periodic table's URL state: `?element=Au` opens gold's details, `?view=list` shows the list,
 * `?q=iron` fills the list's search. Unknown or malformed values are ignored, never thrown.
 */

export type PeriodicView = 'table' | 'list';

export interface PeriodicState {
  /** Canonical symbol of the element whose details are open ("Au"), if any. */
  element: string | undefined;
  view: PeriodicView;
  /** The list view's search text ('' when none). */
  query: string;
}

/** The longest search text kept from the URL: anything longer is cut, not rejected. */
export const MAX_QUERY_LENGTH = 60;

/**
 * Finds the element a URL value names: a symbol in any case ("au", "AU" → "Au") or an atomic
 * number ("79" → "Au"). Undefined for anything else ("Xx", "0", "119", "", "<script>").
 */
export function resolveElement(value: string | null | undefined, elements: readonly { number: number; symbol: string }[]): string | undefined {
  if (typeof value !== 'string') return undefined;
  const text = value.trim();
  if (text === '' || text.length > 3) return undefined;
  if (/^\d{1,3}$/.test(text)) return elements.find((e) => e.number === Number(text))?.symbol;
  return elements.find((e) => e.symbol.toLowerCase() === text.toLowerCase())?.symbol;
}

/** Reads the page's state from the query string. */
export function parsePeriodicParams(params: URLSearchParams, elements: readonly { number: number; symbol: string }[]): PeriodicState {
  const view = params.get('view');
  return {
    element: resolveElement(params.get('element'), elements),
    view: view === 'list' ? 'list' : 'table',
    query: (params.get('q') ?? '').slice(0, MAX_QUERY_LENGTH),
  };
}

/**
 * The query string for a new state, keeping parameters that belong to others (such as `lng`).
 * Defaults are left out: the table view, an empty search and a closed dialog add nothing.
 */
export function periodicParams(current: URLSearchParams, state: Partial<PeriodicState>): URLSearchParams {
  const next = new URLSearchParams(current);
  const set = (key: string, value: string | undefined) => (value ? next.set(key, value) : next.delete(key));
  if ('element' in state) set('element', state.element);
  if ('view' in state) set('view', state.view === 'list' ? 'list' : undefined);
  if ('query' in state) set('q', state.query?.slice(0, MAX_QUERY_LENGTH) || undefined);
  return next;
}
