import { parseQuery } from '@/lib/url-state';
import { useUrlDraft } from './useUrlDraft';

/** How the URL will read back a typed search: blank text is left out of the URL. */
const asUrlValue = (text: string): string => (text.trim() === '' ? '' : parseQuery(text));

/**
 * The text of a search box whose value also lives in the URL (`?q=`).
 * React Router applies URL changes in a transition, so a search box driven straight from the URL
 * lags behind fast typing and can drop keystrokes. The box keeps its own text instead, and
 * takes the URL's value whenever the URL changes for another reason: Back/Forward (always, even
 * when `q` reads the same as before), a link, the query string arriving after hydration.
 */
export function useSearchText(query: string): [string, (text: string) => void] {
  const [text, edit] = useUrlDraft(query);
  return [text, (next: string) => edit(next, asUrlValue(next))];
}
